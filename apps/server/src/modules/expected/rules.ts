import { type ExpectedEvent, WITHDRAWAL_RETURN_MINUTES } from '@kerben/domain';

// What became of an operator's delete of an announcement still on its way, pure and computed at
// read time from when it happened: no job has to run for an announcement to come back, so several
// server processes agree at every moment and a test moves the clock instead of waiting.

const RETURN_MS = WITHDRAWAL_RETURN_MINUTES * 60_000;

export interface WithdrawalFacts {
  parcelId: number | null;
  withdrawnAt: Date | null;
  receivedAt: Date | null;
}

/** Deletes made after this moment still hide their announcement at `now`. */
export const returnCutoff = (now: Date): Date => new Date(now.getTime() - RETURN_MS);

/** Deleted by an operator while on its way, less than the time ago: out of the operators' list. */
export const isWithdrawn = (e: WithdrawalFacts, now: Date): boolean =>
  e.parcelId === null && e.withdrawnAt !== null && e.withdrawnAt > returnCutoff(now);

/**
 * When a deleted announcement came back to the operators' list: the time after its delete, unless a
 * parcel with its number was received before then (or that time has not come yet).
 */
export function returnedAt(e: WithdrawalFacts, now: Date): Date | null {
  if (e.withdrawnAt === null) return null;
  const back = new Date(e.withdrawnAt.getTime() + RETURN_MS);
  const until = e.receivedAt ?? now;
  return back <= until ? back : null;
}

/** The announcement's history lines, oldest first. */
export function historyOf(e: WithdrawalFacts & { createdAt: Date }, now: Date): ExpectedEvent[] {
  const back = returnedAt(e, now);
  const lines: Array<[ExpectedEvent['event'], Date | null]> = [
    ['announced', e.createdAt],
    ['withdrawn', e.withdrawnAt],
    ['returned', back],
    ['received', e.receivedAt],
  ];
  return lines.flatMap(([event, at]) => (at ? [{ event, at: at.toISOString() }] : []));
}
