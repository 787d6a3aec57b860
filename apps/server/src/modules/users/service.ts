import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Client, MSG, type Profile, type profileUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import type { Logger } from '../../core/logger';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { UrlBuilder } from '../../core/urls';
import { notYours, signedIn, type Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { Upload } from '../../http/multipart';
import { canSeePrivateFile, type FileService } from '../files';
import { grantAdmin } from './accounts';
import { assertCanSearchClients, canEditProfile } from './policy';
import { type ClientFilters, findProfile, hasAnyAdmin, searchClients, type UserProfileRow, updateAccount } from './queries';

export type ProfileUpdate = z.output<typeof profileUpdateSchema> & {
  front_image?: Upload | null;
  back_image?: Upload | null;
};

export function presentClient(user: UserProfileRow): Client {
  return {
    id: user.id,
    unique_id: user.uniqueId,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email,
  };
}

export function createUserService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: FileService;
  urls: UrlBuilder;
  clientCodePrefix: string;
}) {
  const { db, unitOfWork, files, urls } = deps;

  /** The profile answer; passport images only as short-lived signed links, and only to the owner and admins. */
  function presentProfile(user: UserProfileRow, viewer: Viewer): Profile {
    const passport = (fileId: number | null) =>
      fileId && canSeePrivateFile(viewer, { ownerId: user.id }) ? urls.privateFile(fileId) : null;
    return {
      id: user.id,
      unique_id: user.uniqueId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
      address: user.address,
      front_image: passport(user.frontImageId),
      back_image: passport(user.backImageId),
      is_admin: user.isAdmin,
      created_at: user.createdAt.toISOString(),
    };
  }

  return {
    async profile(viewer: Viewer, userId: number = signedIn(viewer).userId): Promise<Profile> {
      if (!canEditProfile(viewer, userId)) throw notYours(MSG.userNotFound);
      const user = await findProfile(db, userId);
      if (!user) throw notYours(MSG.userNotFound);
      return presentProfile(user, viewer);
    },

    /** Updates a profile; a new passport image replaces the old one, null removes it. */
    async updateProfile(viewer: Viewer, input: ProfileUpdate, userId: number = signedIn(viewer).userId): Promise<Profile> {
      if (!canEditProfile(viewer, userId)) throw notYours(MSG.userNotFound);
      const updated = await unitOfWork(async (work) => {
        const user = await findProfile(work.tx, userId);
        if (!user) throw notYours(MSG.userNotFound);
        const passport = (field: 'front_image' | 'back_image', currentId: number | null) =>
          files.replace(work, field, input[field], currentId, { isPublic: false, ownerId: userId });
        const front = await passport('front_image', user.frontImageId);
        const back = await passport('back_image', user.backImageId);
        const saved = await updateAccount(work.tx, userId, {
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          address: input.address,
          frontImageId: front.fileId,
          backImageId: back.fileId,
        });
        await front.discardOld();
        await back.discardOld();
        return saved;
      });
      if (!updated) throw notYours(MSG.userNotFound);
      return presentProfile(updated, viewer);
    },

    /** Operators find a client by the start of their code (for a parcel, an expected parcel). */
    searchClients(viewer: Viewer, filters: ClientFilters, page: PageRequest) {
      assertCanSearchClients(viewer);
      return searchClients(db, filters, page, presentClient);
    },

    /**
     * Makes sure the first admin exists. Without ADMIN_EMAIL/ADMIN_PASSWORD a password is generated
     * and written only to DATA_DIR/initial-admin.txt (0600); the log says where, never the password.
     */
    async ensureFirstAdmin(options: { email?: string; password?: string; dataDir: string; logger: Logger }) {
      if (await hasAnyAdmin(db)) return;
      const email = options.email ?? 'admin@kerben.local';
      const password = options.password ?? randomBytes(12).toString('base64url');
      await unitOfWork((work) => grantAdmin(work.tx, deps.clientCodePrefix, { email, password }));
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
