import { admin, type Viewer } from '../../core/viewer';

// The warehouse addresses are published; only admins change them.
export const assertCanManageWarehouseAddresses = (viewer: Viewer): void => {
  admin(viewer);
};
