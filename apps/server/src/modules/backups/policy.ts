import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// How backups stand says where the business's data is kept and whether it is safe: admins only.

/** The viewer when they may see the backups' state; 401/403 otherwise. */
export const assertCanReadBackups = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'readBackups');
