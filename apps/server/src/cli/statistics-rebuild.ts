import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/embedded/data-dir';
import { openAppDatabase } from '../db/open';
import { rebuildStatisticsHours } from '../modules/statistics';

/**
 * npm run statistics:rebuild
 * Recomputes the dashboard's kept hours (statistics_hours) from the parcels, their history, the
 * invoices and the accounts, as migration 0044 first built them. The triggers keep them in step
 * with every change, so this is for a repair: after rows were loaded with the triggers off
 * (session_replication_role = replica) or edited by hand that way. Writers of those four tables
 * wait for it (readers do not); on the embedded database, stop the server first.
 */
async function main() {
  const database = await openAppDatabase(loadConfig());
  try {
    const started = performance.now();
    await database.db.transaction((tx) => rebuildStatisticsHours(tx));
    console.log(`statistics_hours rebuilt in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
