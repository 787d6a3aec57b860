import { isOwnerOrStaff, isStaff, type Viewer } from '../../core/viewer';

/**
 * Private files (passports, receipts, parcel photos) are for their owner and the staff: only they get a
 * signed link. Passports are reached through a profile, which only its owner and admins read.
 */
export const canSeePrivateFile = (viewer: Viewer, file: { ownerId: number | null }) => isOwnerOrStaff(viewer, file.ownerId);

/**
 * A customer's uploads are counted (each costs a decode); the staff's are not, and a visitor's are
 * counted by the public form that takes them. `null` is the server's own picture (seed data).
 */
export const isUploadCounted = (uploader: Viewer | null): uploader is Viewer & { userId: number } =>
  uploader !== null && uploader.userId !== null && !isStaff(uploader);
