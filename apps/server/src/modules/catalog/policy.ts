import { allowed, type Viewer } from '../../core/viewer';

// The catalogue is public to read; only admins change it.

/** Throws 401/403 unless the viewer may change the catalogue. */
export const assertCanManageCatalog = (viewer: Viewer): void => {
  allowed(viewer, 'manageCatalog');
};
