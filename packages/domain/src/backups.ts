import { z } from 'zod';

// Backups of the embedded database (npm run backup, or the server on a schedule with BACKUP_DIR):
// what the admin dashboard shows about them.

/** GET /api/backups/status/ */
export const backupStatusResponse = z.object({
  /** 'postgres': backups are pg_dump's job there, and none is taken by the server. */
  database: z.enum(['embedded', 'postgres']),
  /** Set when BACKUP_DIR is: the server takes one every `every_hours` and keeps the newest `keep`. */
  schedule: z
    .object({
      every_hours: z.number(),
      keep: z.number(),
      /** When the next is due; null before the first (it is taken at the next look, within a minute). */
      next_at: z.string().nullable(),
    })
    .nullable(),
  /** The newest backup that succeeded. */
  last: z
    .object({
      finished_at: z.string(),
      file: z.string(),
      size_bytes: z.number(),
      trigger: z.enum(['schedule', 'command']),
    })
    .nullable(),
  /** The newest attempt, when it failed (null when it succeeded). */
  last_failure: z.object({ finished_at: z.string(), error: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusResponse>;
