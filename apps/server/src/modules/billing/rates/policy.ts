import { assertCan, type SignedInViewer, type Viewer } from '../../../core/viewer';

// Exchange rates are settings: admins read and set them (the desk converts with them, never edits them).

/** The admin reading or setting the rates, or 401/403. */
export const assertCanManageRates = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageRates');
