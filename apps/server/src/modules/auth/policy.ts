import { allowed, type SignedInViewer, type Viewer } from '../../core/viewer';

// Helping someone into their account (a reset code to their email, a corrected email) is what an
// admin does for them; operators never touch accounts.

/** The admin helping, or 401/403. */
export const accountHelper = (viewer: Viewer): SignedInViewer => allowed(viewer, 'manageUsers');
