import { admin, type Viewer } from '../../core/viewer';

// Anyone may send a request (the public form); only admins read, change and delete them: they
// hold people's phone numbers and addresses.

/** Throws 401/403 unless the viewer may see and handle the requests. */
export const assertCanManageOutOfStateRequests = (viewer: Viewer): void => {
  admin(viewer);
};
