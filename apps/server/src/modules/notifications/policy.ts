import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// Admins write broadcasts; everyone signed in reads their own notifications (and the broadcasts).

export const assertCanManageBroadcasts = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageBroadcasts');
