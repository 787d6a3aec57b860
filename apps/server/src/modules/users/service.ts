import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminUser,
  type adminUserCreateSchema,
  type adminUserUpdateSchema,
  type Client,
  type ClientName,
  MSG,
  type Profile,
  type profileUpdateSchema,
  USERS_MSG,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { UrlBuilder } from '../../core/urls';
import { assertSignedIn, notYours, type Role, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { PageRequest } from '../../db/list';
import { holdTransactionLock } from '../../db/locks';
import type { Preparation, UnitOfWork, Work } from '../../db/unit-of-work';
import type { Upload } from '../../http/multipart';
import type { FileService, PreparedImage } from '../files';
import { accounts } from './accounts';
import { hashPassword } from './passwords';
import {
  assertCanManageUsers,
  assertCanSearchClients,
  canChangeRoles,
  canEditProfile,
  canSeePassport,
  isSearchLimitedToCustomers,
} from './policy';
import {
  type ClientFilters,
  countOtherAdmins,
  deleteAccounts,
  findProfile,
  hasAnyAdmin,
  lockAccounts,
  searchClients,
  setRole,
  type UserListRow,
  type UserProfileRow,
  updateAccount,
} from './queries';

export type ProfileUpdate = z.output<typeof profileUpdateSchema> & {
  front_image?: Upload | null;
  back_image?: Upload | null;
};

type PassportField = 'front_image' | 'back_image';
type Passports = { [field in PassportField]?: Upload | null };
export type AdminUserCreate = z.output<typeof adminUserCreateSchema> & Passports;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema> & Passports;

export function presentAdminUser(user: UserListRow): AdminUser {
  return {
    ...presentClient(user),
    is_admin: user.role === 'admin',
    role: user.role,
    language: user.language,
    created_at: user.createdAt.toISOString(),
    parcels_count: user.parcelsCount,
  };
}

/** A client as the other answers name them (a parcel's, an announcement's, an invoice's): id, code and name. */
export function presentClientName(user: { id: number; clientCode: string; firstName: string; lastName: string }): ClientName {
  return { id: user.id, unique_id: user.clientCode, first_name: user.firstName, last_name: user.lastName };
}

export function presentClient(user: UserProfileRow): Client {
  return { ...presentClientName(user), phone_number: user.phoneNumber, email: user.email };
}

export function createUserService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard' | 'discardOwnedBy'>;
  urls: UrlBuilder;
  clientCodePrefix: string;
  /** Told after a commit that changed who may do what (a role, a deletion), to drop cached access. */
  onAccessChanged?: (userIds: number[]) => void;
}) {
  const { db, unitOfWork, files, urls } = deps;
  const accessChanged = (work: Work, userIds: number[]) => work.afterCommit(async () => deps.onAccessChanged?.(userIds));

  /** The profile answer; passport images only as short-lived signed links, and only to the owner and admins. */
  function presentProfile(user: UserProfileRow, viewer: Viewer): Profile {
    const passport = (fileId: number | null) => (fileId && canSeePassport(viewer, user.id) ? urls.privateFile(fileId) : null);
    return {
      id: user.id,
      unique_id: user.clientCode,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
      address: user.address,
      front_image: passport(user.frontImageId),
      back_image: passport(user.backImageId),
      is_admin: user.role === 'admin',
      role: user.role,
      language: user.language,
      created_at: user.createdAt.toISOString(),
    };
  }

  /**
   * Changes a profile (the owner's own, or any through the admin screens): a new passport image
   * replaces the old one, null removes it; the email sent back as it is changes nothing, another is
   * a 400 on `email` (a new address is confirmed by a code first: change_email, confirm_email).
   */
  async function changeProfile(viewer: Viewer, input: ProfileUpdate & { email?: string }, userId: number): Promise<Profile> {
    if (!canEditProfile(viewer, userId)) throw notYours(MSG.userNotFound);
    const updated = await unitOfWork(
      (before) => preparePassports(before, input, viewer),
      async (work, passports) => {
        const user = await findProfile(work.tx, userId);
        if (!user) throw notYours(MSG.userNotFound);
        // The address on the account changes only through a code mailed to the new one
        // (change_email, confirm_email); the edit forms send it back as it is.
        if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
          throw fieldError('email', USERS_MSG.emailChangeByCode);
        }
        const front = await files.replace(work, passports.front_image, user.frontImageId, { ownerId: userId });
        const back = await files.replace(work, passports.back_image, user.backImageId, { ownerId: userId });
        const saved = await updateAccount(work.tx, userId, {
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          address: input.address,
          language: input.language,
          frontImageId: front.fileId,
          backImageId: back.fileId,
        });
        // A session keeps the account's language in the access cache: the next request speaks the new one.
        if (input.language !== undefined && input.language !== user.language) accessChanged(work, [userId]);
        await front.discardOld();
        await back.discardOld();
        return saved;
      },
    );
    if (!updated) throw notYours(MSG.userNotFound);
    return presentProfile(updated, viewer);
  }

  /** Passport pages are private files of their account; cleaned and stored before the unit of work. */
  async function preparePassports(before: Preparation, input: Passports, uploader: Viewer) {
    const options = { isPublic: false, uploader };
    return {
      front_image: await files.prepareImage(before, 'front_image', input.front_image, options),
      back_image: await files.prepareImage(before, 'back_image', input.back_image, options),
    };
  }

  /** The named accounts, locked; any id that names nobody refuses the whole request. */
  async function lockedOrMissing(tx: DbOrTx, ids: number[]) {
    const rows = await lockAccounts(tx, ids);
    const present = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !present.has(id));
    if (missing.length > 0) throw fieldError('ids', USERS_MSG.idsMissing(missing));
    return rows;
  }

  return {
    async profile(viewer: Viewer, userId: number = assertSignedIn(viewer).userId): Promise<Profile> {
      if (!canEditProfile(viewer, userId)) throw notYours(MSG.userNotFound);
      const user = await findProfile(db, userId);
      if (!user) throw notYours(MSG.userNotFound);
      return presentProfile(user, viewer);
    },

    /** Updates a profile; a new passport image replaces the old one, null removes it. */
    updateProfile(viewer: Viewer, input: ProfileUpdate, userId: number = assertSignedIn(viewer).userId): Promise<Profile> {
      return changeProfile(viewer, input, userId);
    },

    /** Operators find a client by the start of their code (for a parcel, an expected parcel). */
    searchClients(viewer: Viewer, filters: ClientFilters, page: PageRequest) {
      assertCanSearchClients(viewer);
      return searchClients(db, { ...filters, customersOnly: isSearchLimitedToCustomers(viewer) }, page, presentAdminUser);
    },

    /**
     * 'Добавить пользователя': an active account at once, with its client code; the passport
     * images are private files of the new user.
     */
    async addUser(viewer: Viewer, input: AdminUserCreate): Promise<Profile> {
      assertCanManageUsers(viewer);
      const passwordHash = await hashPassword(input.password);
      const created = await unitOfWork(
        (before) => preparePassports(before, input, viewer),
        async (work, passports) => {
          const user = await accounts.create(work.tx, deps.clientCodePrefix, {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            phoneNumber: input.phone_number,
            isActive: true,
            role: input.role ?? 'customer',
          });
          const passport = async (image: PreparedImage | null | undefined) =>
            image ? (await files.recordImage(work, image, { ownerId: user.id })).id : undefined;
          const frontImageId = await passport(passports.front_image);
          const backImageId = await passport(passports.back_image);
          if (frontImageId === undefined && backImageId === undefined) return findProfile(work.tx, user.id);
          return updateAccount(work.tx, user.id, { frontImageId, backImageId });
        },
      );
      if (!created) throw new Error('user not created');
      return presentProfile(created, viewer);
    },

    /** An admin edits a user: names, email, phone, address and passport images. */
    updateUser(viewer: Viewer, userId: number, input: AdminUserUpdate): Promise<Profile> {
      assertCanManageUsers(viewer);
      return changeProfile(viewer, input, userId);
    },

    /**
     * Deletes the named users, all or nothing: never the caller, never an admin, never someone
     * parcels name (their history and money stay); the passport images go after the commit.
     */
    async deleteUsers(viewer: Viewer, ids: number[]): Promise<void> {
      const me = assertCanManageUsers(viewer);
      if (ids.includes(me.userId)) throw conflict(USERS_MSG.cannotDeleteSelf);
      await unitOfWork(async (work) => {
        const rows = await lockedOrMissing(work.tx, ids);
        const anAdmin = rows.find((row) => row.role === 'admin');
        if (anAdmin) throw conflict(USERS_MSG.cannotDeleteAdmin(anAdmin.clientCode));
        const codeOf = (id: number) => rows.find((row) => row.id === id)?.clientCode ?? String(id);
        await deleteAccounts(work.tx, ids, (id, holders) => USERS_MSG.cannotDeleteHeld(codeOf(id), holders));
        // Nothing of theirs stays in storage: passports, receipts, photos, buy-out screenshots (what
        // pointed at them, a buy-out request kept for its history, loses the picture).
        await files.discard(
          work,
          rows.flatMap((row) => [row.frontImageId, row.backImageId]),
        );
        await files.discardOwnedBy(work, ids);
        accessChanged(work, ids);
      });
    },

    /**
     * Sets the role of the named users (customer, operator, admin): never one's own, and never so
     * that no admin is left. The accounts are locked, so two demotions at once cannot both pass.
     */
    async setRole(viewer: Viewer, input: { ids: number[]; role: Role }): Promise<{ updated: number }> {
      const me = assertCanManageUsers(viewer);
      if (!canChangeRoles(me, input.ids)) throw conflict(USERS_MSG.cannotChangeOwnRole);
      return unitOfWork(async (work) => {
        // Role changes wait for each other: two demotions at once cannot both find another admin.
        await holdTransactionLock(work.tx, 'user-roles');
        const rows = await lockedOrMissing(work.tx, input.ids);
        const demotesAdmin = input.role !== 'admin' && rows.some((row) => row.role === 'admin');
        if (demotesAdmin && (await countOtherAdmins(work.tx, input.ids)) === 0) throw conflict(USERS_MSG.lastAdmin);
        accessChanged(work, input.ids);
        return { updated: await setRole(work.tx, input.ids, input.role) };
      });
    },

    /**
     * Makes sure the first admin exists. Without ADMIN_EMAIL/ADMIN_PASSWORD a password is generated
     * and written only to DATA_DIR/initial-admin.txt (0600); the log says where, never the password.
     */
    async ensureFirstAdmin(options: { email?: string; password?: string; dataDir: string; logger: Logger }) {
      if (await hasAnyAdmin(db)) return;
      const email = options.email ?? 'admin@kerben.local';
      const password = options.password ?? randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(password);
      const created = await unitOfWork(async (work) => {
        // Processes starting together: one creates the admin (and its password file), the others find it.
        await holdTransactionLock(work.tx, 'first-admin');
        if (await hasAnyAdmin(work.tx)) return false;
        await accounts.grantAdmin(work.tx, deps.clientCodePrefix, { email, passwordHash });
        return true;
      });
      if (!created) return;
      if (options.password) {
        options.logger.info({ email }, 'first admin created from ADMIN_EMAIL/ADMIN_PASSWORD');
        return;
      }
      const file = path.join(options.dataDir, 'initial-admin.txt');
      await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
      await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
      await chmod(file, 0o600);
      options.logger.warn({ email, passwordFile: file }, `first admin created; its password is in ${file}`);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
