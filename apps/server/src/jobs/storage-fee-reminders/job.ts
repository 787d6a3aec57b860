import {
  addDays,
  companyDate,
  dueStorageReminders,
  freeDaysLeft,
  STORAGE_REMINDERS,
  type StorageReminderKind,
  storageClock,
  storageReminderText,
} from '@kerben/domain';
import { type Clock, systemClock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import type { Db } from '../../db/client';
import { createScheduledJob, type ScheduledJob } from '../../db/scheduled-job';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { NotificationService, ParcelNotice } from '../../modules/notifications';
import * as q from './queries';

const HOUR = 60 * 60 * 1000;
const BATCH = 500;
// A day's reminders go out from 09:00 where the company works, not in the night.
const REMINDER_DAY_STARTS_HOURS = 9;
const EARLIEST_REMINDER_DAYS = Math.max(...STORAGE_REMINDERS.map((reminder) => reminder.daysBeforeFee));

export interface StorageFeeReminderSummary {
  sent: number;
  /** Reminders out of date when the job came to them (after downtime): recorded, not sent. */
  skipped: number;
}

/**
 * The storage reminders: the owner of a parcel waiting at a warehouse hears 5 days and 1 day
 * before the fee starts, and on its first day, in the app and by mail. The job looks every hour;
 * each reminder is recorded with its notification in one transaction under the stay's key, so it
 * goes out once whichever process runs it and however often. After downtime only the latest due
 * reminder of a stay is sent.
 */
export function createStorageFeeReminders(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  notifications: Pick<NotificationService, 'notifyParcelOwners'>;
  logger: Logger;
  clock?: Clock;
}) {
  const { db, unitOfWork, notifications, logger, clock = systemClock } = deps;

  async function sendDue(signal?: AbortSignal): Promise<StorageFeeReminderSummary> {
    const now = clock();
    const today = companyDate(new Date(now.getTime() - REMINDER_DAY_STARTS_HOURS * HOUR));
    const summary: StorageFeeReminderSummary = { sent: 0, skipped: 0 };
    let afterId = 0;
    while (!signal?.aborted) {
      const stays = await q.findStaysToRemind(db, addDays(today, EARLIEST_REMINDER_DAYS - 1), afterId, BATCH);
      if (stays.length === 0) break;
      afterId = stays.at(-1)?.parcelId ?? afterId;
      await unitOfWork(async (work) => {
        const recorded = await q.recordedReminders(work.tx, stays);
        const rows: Array<{ parcelId: number; since: Date; kind: StorageReminderKind; sent: boolean }> = [];
        for (const stay of stays) {
          const due = dueStorageReminders(stay, today).filter((kind) => !recorded.has(`${stay.parcelId} ${kind}`));
          for (const [i, kind] of due.entries()) {
            rows.push({ parcelId: stay.parcelId, since: stay.since, kind, sent: i === due.length - 1 });
          }
        }
        const toSend = await q.recordReminders(work.tx, rows);
        const notices: ParcelNotice[] = [];
        for (const row of rows) {
          const stay = stays.find((candidate) => candidate.parcelId === row.parcelId);
          if (!row.sent || !stay || !toSend.has(row.parcelId)) continue;
          const clockNow = storageClock(stay, now);
          const daysLeft = clockNow ? freeDaysLeft(clockNow, now) : 0;
          const kind = row.kind;
          notices.push({
            owner: stay.owner,
            parcelId: stay.parcelId,
            text: () => storageReminderText(kind, { ...stay, daysLeft }),
          });
        }
        await notifications.notifyParcelOwners(work, notices);
        summary.sent += notices.length;
        summary.skipped += rows.filter((row) => !row.sent).length;
      });
      if (stays.length < BATCH) break;
    }
    if (summary.sent + summary.skipped > 0) logger.info({ job: 'storage-reminders', ...summary }, 'storage reminders sent');
    return summary;
  }

  const job: ScheduledJob = createScheduledJob({
    // The job's row keeps the name it was first given.
    name: 'storage-reminders',
    db,
    logger,
    clock,
    everyMs: HOUR,
    retryMs: 5 * 60 * 1000,
    async run(signal) {
      await sendDue(signal);
    },
  });

  return {
    /** One pass over the stays: what `start` runs every hour (tests call it with their clock). */
    sendDue,
    /** Starts the hourly job; answers how to stop it. */
    start(): () => Promise<void> {
      job.start();
      return () => job.stop();
    },
    job,
  };
}

export type StorageFeeReminders = ReturnType<typeof createStorageFeeReminders>;
