import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// The catalogue is public to read; only admins change it.

/** The viewer when they may change the catalogue; 401/403 otherwise. */
export const assertCanManageCatalog = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageCatalog');
