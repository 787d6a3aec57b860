import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// The audit log tells who did what to whom: admins only (operators' own writes are in it too).

/** The admin reading the log, or 401/403. */
export const assertCanReadAudit = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'readAudit');
