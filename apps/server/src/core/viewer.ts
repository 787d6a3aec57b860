import { type Ability, can, type Language, MSG, type Role, isAdmin as roleIsAdmin, isStaff as roleIsStaff } from '@kerben/domain';
import { AppError, forbidden, unauthorized } from './errors';

/**
 * Who is asking. Routes turn a request into a Viewer; services and policies decide with it and
 * never see the request itself.
 */
export type Viewer = SignedInViewer | AnonymousViewer;
/** customer | operator (the warehouse: parcels, expected parcels, shipments, buy-outs) | admin (everything). */
export type { Role };
export interface SignedInViewer {
  userId: number;
  role: Role;
  /** The account's language, when the viewer was read from a session (http/auth.ts speaks it). */
  language?: Language;
}
export interface AnonymousViewer {
  userId: null;
  role: null;
}

export const ANONYMOUS: AnonymousViewer = Object.freeze({ userId: null, role: null });

// What each role may do is packages/domain's table (roles.ts), which the web app reads too.

/** Admins. */
export const isAdmin = (viewer: Viewer) => roleIsAdmin(viewer.role);
/** The people who run the service: operators and admins. */
export const isStaff = (viewer: Viewer) => roleIsStaff(viewer.role);

export const isSignedIn = (viewer: Viewer): viewer is SignedInViewer => viewer.userId !== null;

/**
 * The rule of a customer's own things (addresses, parcels, requests, files, profiles): their owner
 * and the admins, who serve every client. Modules use it through their policy.ts.
 */
export const isOwnerOrAdmin = (viewer: Viewer, ownerId: number | null) =>
  isAdmin(viewer) || (viewer.userId !== null && viewer.userId === ownerId);

/**
 * The rule of what the warehouse handles for a customer (parcels, expected parcels, buy-out
 * requests and their pictures): their owner, and operators and admins.
 */
export const isOwnerOrStaff = (viewer: Viewer, ownerId: number | null) =>
  isStaff(viewer) || (viewer.userId !== null && viewer.userId === ownerId);

/** The viewer when signed in; otherwise a 401 (services check this before any work). */
export function assertSignedIn(viewer: Viewer): SignedInViewer {
  if (!isSignedIn(viewer)) throw unauthorized();
  return viewer;
}

/** The viewer when their role has `ability` (packages/domain roles.ts); otherwise 401 (anonymous) or 403. */
export function assertCan(viewer: Viewer, ability: Ability): SignedInViewer {
  const user = assertSignedIn(viewer);
  if (!can(user.role, ability)) throw forbidden();
  return user;
}

/** What a customer hears about something that exists but is not theirs: the same as "not found". */
export const notYours = (message: string = MSG.notFound) => new AppError('not_found', message);
