import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// Anyone may read the duty rule (customers' forms and the public calculator estimate with it);
// only admins change its numbers.

/** The admin changing the settings, or 401/403. */
export const assertCanManageCustoms = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageCustoms');
