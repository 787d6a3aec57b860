import { assertCan, isAdmin, type SignedInViewer, type Viewer } from '../../../core/viewer';

// Anyone reads the tariff (the public calculator prices with it); only admins publish a new one.

/** The admin publishing tariffs or storage terms, or 401/403. */
export const assertCanManageTariffs = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageTariffs');

/** Past versions are the admins' («Тарифы» shows the history); everyone else sees today's and what is scheduled. */
export const canSeeTariffHistory = (viewer: Viewer) => isAdmin(viewer);
