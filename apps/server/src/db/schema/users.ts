import type { Language } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './files';

/** Numbers behind client codes (KB0001): taken once per account, never reused. */
export const clientCodeSeq = pgSequence('client_code_seq', { startWith: 1 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientCode: varchar('unique_id', { length: 20 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    frontImageId: integer('front_image_id').references(() => files.id, { onDelete: 'set null' }),
    backImageId: integer('back_image_id').references(() => files.id, { onDelete: 'set null' }),
    /** customer | operator (the warehouse: parcels, shipments, buy-outs) | admin (everything). */
    role: varchar('role', { length: 20 }).$type<'customer' | 'operator' | 'admin'>().notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(false),
    /** The language the account reads Kerben in (ru | ky | en): its answers, mails, Telegram messages and PDFs. */
    language: varchar('language', { length: 2 }).$type<Language>().notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique regardless of case but stored as typed.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('customer', 'operator', 'admin')`),
    check('users_language_check', sql`${t.language} in ('ru', 'ky', 'en')`),
    // The few staff accounts among many customers (the users list's ?role=staff, the audit log's "who").
    index('users_staff_idx').on(t.id).where(sql`${t.role} <> 'customer'`),
    // The admin's user search matches the start of each of these (prefix LIKE, so pattern_ops).
    index('users_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_unique_id_prefix_idx').on(sql`${t.clientCode} varchar_pattern_ops`),
    index('users_phone_prefix_idx').on(sql`${t.phoneNumber} varchar_pattern_ops`),
  ],
);

export const userCodes = pgTable(
  'user_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<'activation' | 'password_reset' | 'sign_in' | 'email_change'>().notNull(),
    /** The new address an `email_change` code confirms (it replaces the account's once the code is given). */
    email: varchar('email', { length: 254 }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * A registration waiting for its mailed code: each one is its own attempt with its own password,
 * profile and code, kept apart from `users` so that it owns nothing (no client code, no parcel, no
 * buy-out request) until its code turns it into an account. Activating one deletes the others of
 * its email; the rest expire after a day.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the opaque key answered to whoever registered (never mailed). */
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    /** The language the visitor registered in: the account's once activated. */
    language: varchar('language', { length: 2 }).$type<Language>().notNull().default('ru'),
    /**
     * The account id and client code this attempt becomes, taken from the accounts' sequences when
     * it is made: the register answer names them, as it did before attempts were kept apart.
     */
    accountId: integer('account_id').notNull(),
    clientCode: varchar('client_code', { length: 20 }).notNull(),
    /** The code last mailed for this attempt (a keyed hash); none while the mail quota was spent. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong codes sent with the key, and without it (older clients): counted apart, so strangers cannot use up the key holder's tries. */
    codeTries: smallint('code_tries').notNull().default(0),
    keylessTries: smallint('keyless_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_email_idx').on(sql`lower(${t.email})`),
    index('registrations_created_at_idx').on(t.createdAt),
    check('registrations_language_check', sql`${t.language} in ('ru', 'ky', 'en')`),
  ],
);

/**
 * One sign-in: every access token names its session, and every refresh token of the sign-in
 * belongs to it, so ending the session (logout, password change or reset, a reused refresh token)
 * ends both at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The address the sign-in came from, as the limits count it (an IPv6 client by its /64): an
     * address that signed into the account lately keeps its own allowance of code mails.
     */
    signInAddress: varchar('sign_in_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (one sign-in) the token belongs to; reuse of a rotated token revokes it. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
