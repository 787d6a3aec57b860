import type { ExpectedParcel, Parcel, ScanCandidate, ScanLookup } from '@kerben/domain';

// What a scanned track number leads to at the receiving desk.

export type ScanOutcome =
  /** Announced and not received yet: the wizard opens filled in from the announcement. */
  | { kind: 'receive'; expected: ExpectedParcel }
  /** Announced by several clients: the operator matches the client code on the label (ordered by code). */
  | { kind: 'choose'; trackNumber: string; candidates: ScanCandidate[] }
  /** Already in a warehouse: say so and show that parcel (by id when only the announcement knows it). */
  | { kind: 'inWarehouse'; parcel: Parcel | null; parcelId: number }
  /** Nobody announced it and no parcel has it: a new parcel with the number filled in. */
  | { kind: 'unknown'; trackNumber: string };

/**
 * A parcel that has the number wins (it is on a shelf, whatever was announced); else several open
 * announcements are the operator's choice (anyone can announce any number); else an open
 * announcement is received; else a received one points to its parcel (its number changed since).
 */
export function scanOutcome(trackNumber: string, { expected, parcel, candidates }: ScanLookup): ScanOutcome {
  if (parcel) return { kind: 'inWarehouse', parcel, parcelId: parcel.id };
  if (candidates.length > 0) {
    const byCode = [...candidates].sort((a, b) => a.unique_id.localeCompare(b.unique_id, 'en', { numeric: true }));
    return { kind: 'choose', trackNumber, candidates: byCode };
  }
  if (expected && !expected.received) return { kind: 'receive', expected };
  if (expected?.parcel) return { kind: 'inWarehouse', parcel: null, parcelId: expected.parcel.id };
  return { kind: 'unknown', trackNumber };
}

/**
 * What a scanner or a person typed, as a track number: the outer spaces and the control characters
 * some scanners add (a prefix, a tab, a carriage return) go; the rest is left as typed.
 */
export function scannedText(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: scanners send control characters
  return raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}
