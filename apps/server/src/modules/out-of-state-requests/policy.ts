import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// Anyone may send a request (the public form); only admins read, change and delete them: they
// hold people's phone numbers and addresses.

/** The viewer when they may see and handle the requests; 401/403 otherwise. */
export const assertCanManageOutOfStateRequests = (viewer: Viewer): SignedInViewer =>
  assertCan(viewer, 'manageOutOfStateRequests');
