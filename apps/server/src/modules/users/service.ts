import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { profileUpdateSchema } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Upload } from '../../http/multipart';
import { hashPassword } from '../auth/passwords';
import type { FileService } from '../files/service';
import { createAccount, findUserByEmail, type UserRow } from './accounts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema> & { front_image?: Upload; back_image?: Upload };

export function createUserService(deps: { db: Db; files: FileService; clientCodePrefix: string }) {
  const { db, files } = deps;

  /** The profile answer; passport images only as short-lived signed links. */
  function presentProfile(user: UserRow) {
    return {
      id: user.id,
      unique_id: user.uniqueId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
      address: user.address,
      front_image: user.frontImageId ? files.signedPath(user.frontImageId) : null,
      back_image: user.backImageId ? files.signedPath(user.backImageId) : null,
      is_admin: user.isAdmin,
      created_at: user.createdAt.toISOString(),
    };
  }

  async function getUser(id: number): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound('Пользователь не найден');
    return user;
  }

  return {
    presentProfile,

    async profile(userId: number) {
      return presentProfile(await getUser(userId));
    },

    /** Updates one's own profile; new passport images replace (and delete) the old ones. */
    async updateProfile(userId: number, input: ProfileUpdate) {
      const user = await getUser(userId);
      const replaced: Array<number | null> = [];
      const updated = await files.transaction(async (tx) => {
        const front = input.front_image
          ? await files.saveImage('front_image', input.front_image, { isPublic: false, ownerId: userId }, tx)
          : undefined;
        const back = input.back_image
          ? await files.saveImage('back_image', input.back_image, { isPublic: false, ownerId: userId }, tx)
          : undefined;
        if (front) replaced.push(user.frontImageId);
        if (back) replaced.push(user.backImageId);
        const [row] = await tx
          .update(users)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            phoneNumber: input.phone_number,
            address: input.address,
            frontImageId: front?.id,
            backImageId: back?.id,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))
          .returning();
        return row;
      });
      await files.remove(replaced);
      if (!updated) throw notFound('Пользователь не найден');
      return presentProfile(updated);
    },

    /**
     * Makes sure the first admin exists. Without ADMIN_EMAIL/ADMIN_PASSWORD a password is generated
     * and written only to DATA_DIR/initial-admin.txt (0600); the log says where, never the password.
     */
    async ensureFirstAdmin(options: { email?: string; password?: string; dataDir: string; logger: FastifyBaseLogger }) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
      if (existing) return;
      const email = options.email ?? 'admin@kerben.local';
      const password = options.password ?? randomBytes(12).toString('base64url');
      const current = await findUserByEmail(db, email);
      if (current) {
        await db
          .update(users)
          .set({ isAdmin: true, isActive: true, passwordHash: await hashPassword(password) })
          .where(eq(users.id, current.id));
      } else {
        await createAccount(db, deps.clientCodePrefix, {
          email,
          password,
          firstName: 'Administrator',
          lastName: 'Kerben',
          isActive: true,
          isAdmin: true,
        });
      }
      if (options.password) {
        options.logger.info({ email }, 'first admin created from ADMIN_EMAIL/ADMIN_PASSWORD');
        return;
      }
      const file = path.join(options.dataDir, 'initial-admin.txt');
      await mkdir(options.dataDir, { recursive: true });
      await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
      await chmod(file, 0o600);
      options.logger.warn({ email, passwordFile: file }, `first admin created; its password is in ${file}`);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
