import { isStaff, type Viewer } from '../../core/viewer';

/**
 * A customer's uploads are counted (each costs a decode); the staff's are not, and a visitor's are
 * counted by the public form that takes them. `null` is the server's own picture (seed data).
 */
export const isUploadCounted = (uploader: Viewer | null): uploader is Viewer & { userId: number } =>
  uploader !== null && uploader.userId !== null && !isStaff(uploader);
