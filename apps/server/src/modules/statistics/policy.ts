import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// The dashboard shows the whole business (every client's parcels and money): admins only.

/** The viewer when they may read the statistics; 401/403 otherwise. */
export const assertCanReadStatistics = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'readStatistics');
