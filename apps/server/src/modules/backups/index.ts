export { DamagedBackupError } from './archive';
export { askServerForBackup, askServerForBackupKey } from './control-socket';
export { RestoreRefused, restoreBackup } from './restore';
export { backupRoutes } from './routes';
export {
  BackupRefused,
  type BackupSchedule,
  type BackupService,
  backupFileName,
  createBackupService,
  POSTGRES_BACKUP_ADVICE,
} from './service';
export { backupKeyFromSecret, exportBackupKey } from './signature';
export { verifyArchive } from './unpack';
