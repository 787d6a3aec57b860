import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inserted } from '../../db/rows';
import { refreshTokens, registrations, sessions, userCodes, users } from '../../db/schema';

// ---- Sessions (one per sign-in)

export async function insertSession(db: DbOrTx, session: { id: string; userId: number; signInAddress: string }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Whether the account with this email was signed into from `address` within `days`. */
export async function signedInFrom(db: DbOrTx, { email, address, days }: { email: string; address: string; days: number }) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(sessions.signInAddress, address),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Who a session is, and whether it still may act: `expired` past `maxDays` after its sign-in. */
export async function findSessionAccess(db: DbOrTx, sessionId: string, maxDays: number) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      language: users.language,
      isActive: users.isActive,
      revokedAt: sessions.revokedAt,
      expired: sql<boolean>`${sessions.createdAt} < now() - make_interval(days => ${maxDays})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function isSessionRevoked(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, sessionId));
  return !row || row.revokedAt !== null;
}

/** Ends a session: its access tokens and every refresh token of it stop working. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.familyId, sessionId));
}

/** Ends every session of an account (password changed or reset). */
export async function revokeSessionsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// ---- Refresh tokens (stored as SHA-256 hashes; the family is the session)

export async function insertRefreshToken(
  db: DbOrTx,
  token: { userId: number; familyId: string; tokenHash: string; ttlDays: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.familyId,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(days => ${token.ttlDays})`,
  });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token rotated, answering when; undefined when it was rotated or revoked already (a replay or a race). */
export async function markRotated(db: DbOrTx, id: number): Promise<Date | undefined> {
  const [rotated] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ rotatedAt: refreshTokens.rotatedAt });
  return rotated?.rotatedAt ?? undefined;
}

// ---- One-time codes (activation, password reset), stored as keyed hashes

export type CodePurpose = 'activation' | 'password_reset' | 'sign_in' | 'email_change';

/** Retires the unused codes of a purpose and stores a new one. */
export async function replaceCode(
  db: DbOrTx,
  code: { userId: number; purpose: CodePurpose; codeHash: string; ttlMinutes: number; email?: string },
): Promise<void> {
  await db
    .update(userCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userCodes.userId, code.userId), eq(userCodes.purpose, code.purpose), isNull(userCodes.usedAt)));
  await db.insert(userCodes).values({
    userId: code.userId,
    purpose: code.purpose,
    codeHash: code.codeHash,
    email: code.email ?? null,
    expiresAt: sql`now() + make_interval(mins => ${code.ttlMinutes})`,
  });
}

/**
 * Takes a try of the newest unused, unexpired code with tries left, in one statement, and answers
 * that code: parallel requests each take their own, so a code is never checked more than
 * `maxTries` times (a request that finds the row locked waits, and the conditions are checked
 * again on the row it then finds). Undefined when no code has a try left.
 */
export async function takeCodeTry(db: DbOrTx, userId: number, purpose: CodePurpose, maxTries: number) {
  const live = and(
    eq(userCodes.userId, userId),
    eq(userCodes.purpose, purpose),
    isNull(userCodes.usedAt),
    gt(userCodes.expiresAt, sql`now()`),
    lt(userCodes.attempts, maxTries),
  );
  const newest = db.select({ id: userCodes.id }).from(userCodes).where(live).orderBy(desc(userCodes.id)).limit(1);
  const [row] = await db
    .update(userCodes)
    .set({ attempts: sql`${userCodes.attempts} + 1` })
    .where(and(inArray(userCodes.id, newest), live))
    .returning();
  return row;
}

/** Conditional: two requests racing with the same code cannot both use it. */
export async function markCodeUsed(db: DbOrTx, id: number): Promise<boolean> {
  const used = await db
    .update(userCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userCodes.id, id), isNull(userCodes.usedAt)))
    .returning({ id: userCodes.id });
  return used.length === 1;
}

// ---- Registration attempts (waiting for their code; see the registrations table)

export type RegistrationRow = typeof registrations.$inferSelect;

const ofEmail = (email: string) => eq(sql`lower(${registrations.email})`, email.trim().toLowerCase());
const youngerThan = (hours: number) => gt(registrations.createdAt, sql`now() - make_interval(hours => ${hours})`);

/** A new attempt, with the account id and client code (`id`, `clientCode`) its account will have. */
export async function insertRegistration(
  db: DbOrTx,
  attempt: Pick<
    RegistrationRow,
    'keyHash' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phoneNumber' | 'language' | 'codeHash'
  > & {
    id: number;
    clientCode: string;
    codeTtlMinutes: number;
  },
): Promise<RegistrationRow> {
  const { codeTtlMinutes, id, ...values } = attempt;
  return inserted(
    await db
      .insert(registrations)
      .values({
        ...values,
        accountId: id,
        email: values.email.trim(),
        codeExpiresAt: values.codeHash ? sql`now() + make_interval(mins => ${codeTtlMinutes})` : null,
      })
      .returning(),
    registrations,
  );
}

/** The attempt a key names, if it is for this email and not expired; locked when asked (activation). */
export async function findRegistrationByKey(
  db: DbOrTx,
  { keyHash, email, ttlHours }: { keyHash: string; email: string; ttlHours: number },
  { forUpdate = false } = {},
): Promise<RegistrationRow | undefined> {
  const query = db
    .select()
    .from(registrations)
    .where(and(eq(registrations.keyHash, keyHash), ofEmail(email), youngerThan(ttlHours)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The newest unexpired attempts of an email, at most `limit` (two tell "exactly one" apart). */
export async function findRegistrationsOf(
  db: DbOrTx,
  { email, ttlHours, limit }: { email: string; ttlHours: number; limit: number },
  { forUpdate = false } = {},
): Promise<RegistrationRow[]> {
  const query = db
    .select()
    .from(registrations)
    .where(and(ofEmail(email), youngerThan(ttlHours)))
    .orderBy(desc(registrations.id))
    .limit(limit);
  return forUpdate ? query.for('update') : query;
}

/** A new code for an attempt, with fresh tries; undefined when the attempt is gone. */
export async function setRegistrationCode(
  db: DbOrTx,
  id: number,
  { codeHash, ttlMinutes }: { codeHash: string; ttlMinutes: number },
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(registrations)
    .set({ codeHash, codeExpiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`, codeTries: 0, keylessTries: 0 })
    .where(eq(registrations.id, id))
    .returning();
  return row;
}

export async function countRegistrationTry(db: DbOrTx, id: number, { withKey }: { withKey: boolean }): Promise<void> {
  await db
    .update(registrations)
    .set(withKey ? { codeTries: sql`${registrations.codeTries} + 1` } : { keylessTries: sql`${registrations.keylessTries} + 1` })
    .where(eq(registrations.id, id));
}

/** Every attempt of an email: one of them became the account. */
export async function deleteRegistrationsOf(db: DbOrTx, email: string): Promise<void> {
  await db.delete(registrations).where(ofEmail(email));
}

/** Removes the attempts older than `hours`; answers how many. Nothing refers to them, so this cannot fail on a key. */
export async function deleteExpiredRegistrations(db: DbOrTx, hours: number): Promise<number> {
  const deleted = await db
    .delete(registrations)
    .where(lt(registrations.createdAt, sql`now() - make_interval(hours => ${hours})`))
    .returning({ id: registrations.id });
  return deleted.length;
}
