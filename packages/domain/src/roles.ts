// Who may do what, by role: the one table the server's policies (apps/server/src/modules/*/policy.ts
// through core/viewer.ts) and the web app's guards, menus and buttons read (docs/product.md#roles).
// The web app imports this file by itself (`@kerben/domain/roles`): it holds no schema, so the
// public pages that ask "may this person enter the admin area?" download no zod.
import type { Role } from './users';

const STAFF = ['operator', 'admin'] as const satisfies readonly Role[];
const ADMINS = ['admin'] as const satisfies readonly Role[];

/** Each ability and the roles that have it. */
export const ABILITIES = {
  /**
   * The warehouse's work, and so the admin area: warehouses, parcels, expected parcels, shipments,
   * buy-out requests, the pickup desk («Выдача»).
   */
  runWarehouse: STAFF,
  /** Changing one's own email with one's password and a code (a customer's is changed by an admin). */
  changeOwnEmail: STAFF,
  /** Users, their roles and passports, helping someone into their account. */
  manageUsers: ADMINS,
  manageCatalog: ADMINS,
  manageBoard: ADMINS,
  /** Notifications sent to everyone (broadcasts). */
  manageBroadcasts: ADMINS,
  /** The warehouses' published shipping addresses. */
  manageWarehouseAddresses: ADMINS,
  /** Out-of-state delivery requests (the public form's; they hold people's phones and addresses). */
  manageOutOfStateRequests: ADMINS,
  /** The numbers of the duty estimate. */
  manageCustoms: ADMINS,
  /** Publishing the tariff and the storage terms. */
  manageTariffs: ADMINS,
  /** The exchange rates the desk converts with. */
  manageRates: ADMINS,
  /** The dashboard: the whole business's numbers. */
  readStatistics: ADMINS,
  readBackups: ADMINS,
  readAudit: ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof ABILITIES;

/** Whether someone of `role` (none: a visitor, or not known yet) has `ability`. */
export const can = (role: Role | null | undefined, ability: Ability): boolean =>
  role != null && (ABILITIES[ability] as readonly Role[]).includes(role);

/** The people who run the service: operators and admins (they enter the admin area). */
export const isStaff = (role: Role | null | undefined): boolean => can(role, 'runWarehouse');

/** Admins: every ability. */
export const isAdmin = (role: Role | null | undefined): boolean => role === 'admin';
