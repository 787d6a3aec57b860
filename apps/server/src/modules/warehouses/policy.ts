import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// Anyone may see the warehouses (their names and addresses are published); operators and admins change them.

/** The viewer when they may create, change or delete warehouses; 401/403 otherwise. */
export const assertCanManageWarehouses = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');
