import { assertCan, type SignedInViewer, type Viewer } from '../../core/viewer';

// Shipments are the operators' business alone: customers see only what happens to their parcels
// (the status, the history, the notification), never a shipment or a manifest with others' parcels.

/** The operator or admin acting, or 401/403. */
export const assertCanHandleShipments = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');
