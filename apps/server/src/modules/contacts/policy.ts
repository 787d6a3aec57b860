import { allowed, type Viewer } from '../../core/viewer';

// The warehouse addresses are published; only admins change them.
export const assertCanManageContacts = (viewer: Viewer): void => {
  allowed(viewer, 'manageWarehouseAddresses');
};
