import { isOwnerOrAdmin, type Viewer } from '../../core/viewer';

/** Private files (passports, receipts, parcel photos) are for their owner and admins: only they get a signed link. */
export const canSeePrivateFile = (viewer: Viewer, file: { ownerId: number | null }) => isOwnerOrAdmin(viewer, file.ownerId);

/**
 * A customer's uploads are counted (each costs a decode); admins' are not, and a visitor's are
 * counted by the public form that takes them. `null` is the server's own picture (seed data).
 */
export const isUploadCounted = (uploader: Viewer | null): uploader is Viewer & { userId: number } =>
  uploader !== null && uploader.userId !== null && !uploader.isAdmin;
