import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// The warehouse addresses are published; only admins change them.
export const assertCanManageWarehouseAddresses = (viewer: Viewer): SignedInViewer =>
  assertCan(viewer, 'manageWarehouseAddresses');
