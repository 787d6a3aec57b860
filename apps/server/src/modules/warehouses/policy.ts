import { allowed, type Viewer } from '../../core/viewer';

// Anyone may see the warehouses (their names and addresses are published); operators and admins change them.

/** Throws 401/403 unless the viewer may create, change or delete warehouses. */
export const assertCanManageWarehouses = (viewer: Viewer): void => {
  allowed(viewer, 'runWarehouse');
};
