import { asc, desc, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { backups, files } from '../../db/schema';

// Every query of the backups: the runs recorded for the dashboard, and the files a snapshot names.

export type BackupRun = typeof backups.$inferSelect;

export async function insertBackupRun(db: Db, run: typeof backups.$inferInsert): Promise<void> {
  await db.insert(backups).values(run);
}

/** The latest run, and the latest that succeeded (the same row when the latest succeeded). */
export async function latestBackupRuns(db: Db): Promise<{ latest?: BackupRun; latestOk?: BackupRun }> {
  const [[latest], [latestOk]] = await Promise.all([
    db.select().from(backups).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1),
    db.select().from(backups).where(isNull(backups.error)).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1),
  ]);
  return { latest, latestOk };
}

/** Every stored file the database names (read at the snapshot, inside its transaction). */
export function snapshotFiles(tx: DbOrTx) {
  return tx.select({ key: files.key, contentType: files.contentType }).from(files).orderBy(asc(files.id));
}
