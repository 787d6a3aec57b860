import { admin, type SignedInViewer, type Viewer } from '../../core/viewer';

// A customer announces and manages their own expected parcels; operators see and receive all.

export const canUseExpected = (viewer: Viewer, expected: { userId: number }) =>
  viewer.isAdmin || (viewer.userId !== null && viewer.userId === expected.userId);

/** The admin acting (lists of everyone's, receiving, scanning), or 401/403. */
export const expectedOperator = (viewer: Viewer): SignedInViewer => admin(viewer);
