import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, sessions, userCodes, users } from '../../db/schema';

// ---- Sessions (one per sign-in)

export async function insertSession(db: DbOrTx, session: { id: string; userId: number }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session and its account in one primary-key lookup: is it still on, and with which rights? */
/** Who a session is, and whether it still may act: `expired` past `maxDays` after its sign-in. */
export async function findSessionAccess(db: DbOrTx, sessionId: string, maxDays: number) {
  const [row] = await db
    .select({
      userId: users.id,
      isAdmin: users.isAdmin,
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

export type CodePurpose = 'activation' | 'password_reset';

/** Retires the unused codes of a purpose and stores a new one. */
export async function replaceCode(
  db: DbOrTx,
  code: { userId: number; purpose: CodePurpose; codeHash: string; ttlMinutes: number },
): Promise<void> {
  await db
    .update(userCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userCodes.userId, code.userId), eq(userCodes.purpose, code.purpose), isNull(userCodes.usedAt)));
  await db.insert(userCodes).values({
    userId: code.userId,
    purpose: code.purpose,
    codeHash: code.codeHash,
    expiresAt: sql`now() + make_interval(mins => ${code.ttlMinutes})`,
  });
}

/** The newest unused, unexpired code with tries left. */
export async function findLiveCode(db: DbOrTx, userId: number, purpose: CodePurpose, maxTries: number) {
  const [row] = await db
    .select()
    .from(userCodes)
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, sql`now()`),
        lt(userCodes.attempts, maxTries),
      ),
    )
    .orderBy(desc(userCodes.id))
    .limit(1);
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

export async function countWrongTry(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(userCodes)
    .set({ attempts: sql`${userCodes.attempts} + 1` })
    .where(eq(userCodes.id, id));
}
