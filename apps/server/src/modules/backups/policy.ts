import { allowed, type Viewer } from '../../core/viewer';

// How backups stand says where the business's data is kept and whether it is safe: admins only.

/** Throws 401/403 unless the viewer may see the backups' state. */
export const assertCanReadBackups = (viewer: Viewer): void => {
  allowed(viewer, 'readBackups');
};
