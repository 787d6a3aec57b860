import { allowed, type Viewer } from '../../core/viewer';

// The published board is public to read; only admins write it and see the
// scheduled announcements.

/** Throws 401/403 unless the viewer may change the board. */
export const assertCanManageBoard = (viewer: Viewer): void => {
  allowed(viewer, 'manageBoard');
};
