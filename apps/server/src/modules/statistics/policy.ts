import { allowed, type Viewer } from '../../core/viewer';

// The dashboard shows the whole business (every client's parcels and money): admins only.

/** Throws 401/403 unless the viewer may read the statistics. */
export const assertCanReadStatistics = (viewer: Viewer): void => {
  allowed(viewer, 'readStatistics');
};
