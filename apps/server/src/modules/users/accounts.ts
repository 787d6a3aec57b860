import { MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { hashPassword } from '../auth/passwords';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  isActive: boolean;
  isAdmin?: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Creates an account with its client code (prefix + number from a sequence, assigned once). */
export async function createAccount(db: DbOrTx, prefix: string, account: NewAccount): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        uniqueId: sql`${prefix} || lpad(nextval('client_code_seq')::text, 4, '0')`,
        email: account.email.trim(),
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber ?? '',
        isActive: account.isActive,
        isAdmin: account.isAdmin ?? false,
      })
      .returning();
    if (!user) throw new Error('user not inserted');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MSG.emailTaken);
    throw error;
  }
}
