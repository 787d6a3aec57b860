import { MSG } from '@kerben/domain';
import { AppError, forbidden, unauthorized } from './errors';

/**
 * Who is asking. Routes turn a request into a Viewer; services and policies decide with it and
 * never see the request itself.
 */
export type Viewer = SignedInViewer | AnonymousViewer;
export interface SignedInViewer {
  userId: number;
  isAdmin: boolean;
}
export interface AnonymousViewer {
  userId: null;
  isAdmin: false;
}

export const ANONYMOUS: AnonymousViewer = Object.freeze({ userId: null, isAdmin: false });

export const isSignedIn = (viewer: Viewer): viewer is SignedInViewer => viewer.userId !== null;

/**
 * The rule of a customer's own things (addresses, parcels, requests, files, profiles): their owner
 * and the admins, who serve every client. Modules use it through their policy.ts.
 */
export const isOwnerOrAdmin = (viewer: Viewer, ownerId: number | null) =>
  viewer.isAdmin || (viewer.userId !== null && viewer.userId === ownerId);

/** The viewer when signed in; otherwise a 401 (services check this before any work). */
export function signedIn(viewer: Viewer): SignedInViewer {
  if (!isSignedIn(viewer)) throw unauthorized();
  return viewer;
}

/** The viewer when an admin; otherwise 401 (anonymous) or 403 (a customer). */
export function admin(viewer: Viewer): SignedInViewer {
  const user = signedIn(viewer);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** What a customer hears about something that exists but is not theirs: the same as "not found". */
export const notYours = (message: string = MSG.notFound) => new AppError('not_found', message);
