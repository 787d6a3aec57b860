import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// The published board is public to read; only admins write it and see the
// scheduled announcements.

/** The viewer when they may change the board; 401/403 otherwise. */
export const assertCanManageBoard = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageBoard');
