import { randomUUID } from 'node:crypto';
import {
  type activationSchema,
  type changePasswordSchema,
  type forgotCompleteSchema,
  MSG,
  type registerSchema,
} from '@kerben/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError, fieldError, unauthorized } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { createAccount, findUserByEmail } from '../users/accounts';
import { CODE_TTL_MINUTES, type CodeService } from './codes';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import type { AttemptLimiter } from './rate-limit';
import { hashToken, type TokenService } from './tokens';

export interface Session {
  access: string;
  refresh: string;
  is_admin: boolean;
}

const CODE_SENT = 'Если аккаунт с этой почтой существует, мы отправили на неё код.';

export function createAuthService(deps: {
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  limiter: AttemptLimiter;
  clientCodePrefix: string;
  refreshTtlDays: number;
}) {
  const { db, tokens, codes, limiter } = deps;

  async function startSession(
    tx: DbOrTx,
    user: { id: number; isAdmin: boolean },
    familyId: string = randomUUID(),
  ): Promise<Session> {
    const refresh = tokens.newRefreshToken();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: sql`now() + make_interval(days => ${deps.refreshTtlDays})`,
    });
    return { access: await tokens.signAccess(user.id), refresh: refresh.token, is_admin: user.isAdmin };
  }

  async function revokeAllSessions(tx: DbOrTx, userId: number): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async function sendCode(tx: DbOrTx, user: { id: number; email: string }, purpose: 'activation' | 'password_reset') {
    const code = await codes.issue(tx, user.id, purpose);
    const [subject, intro] =
      purpose === 'activation'
        ? ['Код активации аккаунта Kerben', 'Ваш код для активации аккаунта']
        : ['Код для восстановления пароля Kerben', 'Ваш код для восстановления пароля'];
    await enqueueMail(tx, {
      to: user.email,
      subject,
      text: `${intro}: ${code}\n\nКод действует ${CODE_TTL_MINUTES} минут. Если вы не запрашивали код, просто проигнорируйте это письмо.\n\nKerben`,
    });
  }

  return {
    /**
     * A new inactive account and an activation code by mail. An email that registered but never
     * activated may register again: its data is replaced and a new code is sent.
     */
    async register(input: z.output<typeof registerSchema>, ip: string) {
      await limiter.hit('register', { ip });
      return db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, input.email);
        if (existing?.isActive) throw fieldError('email', MSG.emailTaken);
        const user = existing
          ? (
              await tx
                .update(users)
                .set({
                  firstName: input.first_name,
                  lastName: input.last_name,
                  phoneNumber: input.phone_number,
                  passwordHash: await hashPassword(input.password),
                  updatedAt: sql`now()`,
                })
                .where(eq(users.id, existing.id))
                .returning()
            )[0]
          : await createAccount(tx, deps.clientCodePrefix, {
              email: input.email,
              password: input.password,
              firstName: input.first_name,
              lastName: input.last_name,
              phoneNumber: input.phone_number,
              isActive: false,
            });
        if (!user) throw new Error('registration lost its user');
        await sendCode(tx, user, 'activation');
        return { id: user.id, email: user.email, unique_id: user.uniqueId };
      });
    },

    async activate({ email, code }: z.output<typeof activationSchema>, ip: string) {
      await limiter.hit('activation', { ip, email });
      const user = await findUserByEmail(db, email);
      // Unknown email, active account and wrong code all answer the same.
      const valid = user && !user.isActive && (await codes.consume(db, user.id, 'activation', code));
      if (!user || !valid) throw fieldError('code', MSG.codeWrong);
      await db.update(users).set({ isActive: true, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      return { detail: 'Аккаунт активирован. Теперь вы можете войти.' };
    },

    async resendActivation(email: string, ip: string) {
      await limiter.hit('resend_code', { ip, email });
      const user = await findUserByEmail(db, email);
      if (user && !user.isActive) await db.transaction((tx) => sendCode(tx, user, 'activation'));
      return { detail: CODE_SENT };
    },

    async login(email: string, password: string, ip: string): Promise<Session> {
      await limiter.hit('login', { ip, email });
      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !valid) throw unauthorized(MSG.loginFailed);
      // Only someone who knows the password learns that the account waits for activation.
      if (!user.isActive) throw new AppError('forbidden', MSG.accountInactive);
      await limiter.forgive('login', { ip, email });
      return startSession(db, user);
    },

    /** Rotates the refresh token. A token used twice means it leaked: its whole family is revoked. */
    async refresh(token: string): Promise<Omit<Session, 'is_admin'> & { is_admin: boolean }> {
      const tokenHash = hashToken(token);
      const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!current || current.revokedAt) throw unauthorized(MSG.sessionExpired);
      if (current.expiresAt.getTime() < Date.now()) throw unauthorized(MSG.sessionExpired);
      const rotated = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) {
        await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.familyId, current.familyId));
        throw unauthorized(MSG.sessionExpired);
      }
      const [user] = await db
        .select({ id: users.id, isAdmin: users.isAdmin, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, current.userId));
      if (!user?.isActive) throw unauthorized(MSG.sessionExpired);
      return startSession(db, user, current.familyId);
    },

    async logout(token: string): Promise<void> {
      const [current] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (current) {
        await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.familyId, current.familyId));
      }
    },

    async sendPasswordResetCode(email: string, ip: string) {
      await limiter.hit('password_reset', { ip, email });
      const user = await findUserByEmail(db, email);
      if (user?.isActive) await db.transaction((tx) => sendCode(tx, user, 'password_reset'));
      return { detail: CODE_SENT };
    },

    async completePasswordReset(input: z.output<typeof forgotCompleteSchema>, ip: string) {
      await limiter.hit('password_reset_complete', { ip, email: input.email });
      const user = await findUserByEmail(db, input.email);
      const valid = user?.isActive && (await codes.consume(db, user.id, 'password_reset', input.code));
      if (!user || !valid) throw fieldError('code', MSG.codeWrong);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id);
      });
      return { detail: 'Пароль изменён. Войдите с новым паролем.' };
    },

    /** Changing the password signs out every other session; the caller gets a fresh one. */
    async changePassword(userId: number, input: z.output<typeof changePasswordSchema>, ip: string): Promise<Session> {
      await limiter.hit('change_password', { ip, email: String(userId) });
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError('old_password', MSG.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.new_password);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id);
        return startSession(tx, user);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
