import type { Viewer } from '../../core/viewer';

/** Private files (passports, receipts) are for their owner and admins: only they get a signed link. */
export const canSeePrivateFile = (viewer: Viewer, file: { ownerId: number | null }) =>
  viewer.isAdmin || (viewer.userId !== null && viewer.userId === file.ownerId);
