import { randomBytes } from 'node:crypto';
import {
  type ActivatedAccount,
  type activationSchema,
  currentLanguage,
  MAIL,
  MSG,
  type RegisteredAccount,
  type registerSchema,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { enqueueMail } from '../../mail';
import { type Account, accounts, hashPassword, verifyPassword } from '../users';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES, type CodeService } from './codes';
import {
  countRegistrationTry,
  deleteExpiredRegistrations,
  deleteRegistrationsOf,
  findRegistrationByKey,
  findRegistrationsOf,
  insertRegistration,
  type RegistrationRow,
  setRegistrationCode,
} from './queries';
import type { Throttles } from './throttle';
import { hashToken } from './tokens';

/** A registration not activated within this time expires. */
export const PENDING_ACCOUNT_TTL_HOURS = 24;

const ttlHours = PENDING_ACCOUNT_TTL_HOURS;

type Activation = z.output<typeof activationSchema>;

/**
 * Registration as separate attempts (account pre-hijacking, issue 25): each registration keeps its
 * own password, profile and code apart from the accounts, and only its own code, sent back with its
 * key, turns it into an account. The key, answered to whoever registered and never mailed, is what
 * tells the owner's attempt from a stranger's that mailed a code to the same mailbox.
 */
export function createRegistrationFlow(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  codes: CodeService;
  throttles: Throttles;
  clientCodePrefix: string;
  /** Called in the transaction that proves an account owns its email. */
  onEmailProven?: (tx: DbOrTx, user: { id: number; email: string }) => Promise<void>;
}) {
  const { db, unitOfWork, codes, throttles } = deps;

  /** Queues the code mail of an attempt; the mail names when that registration was made. */
  const mailCode = (tx: DbOrTx, attempt: RegistrationRow, code: string) =>
    enqueueMail(tx, { to: attempt.email, ...MAIL.activationCode(code, CODE_TTL_MINUTES, attempt.createdAt) });

  /**
   * The attempt an activation is for: the one its key names, or without a key the only one pending.
   * 409 when a key names none (expired, or another attempt became the account) or several wait.
   */
  async function attemptToActivate(tx: DbOrTx, { email, registration }: Activation) {
    if (registration) {
      const attempt = await findRegistrationByKey(tx, { keyHash: hashToken(registration), email, ttlHours }, { forUpdate: true });
      if (!attempt) throw conflict(MSG.registerAgain);
      return attempt;
    }
    const pending = await findRegistrationsOf(tx, { email, ttlHours, limit: 2 }, { forUpdate: true });
    if (pending.length > 1) throw conflict(MSG.registerAgain);
    return pending[0];
  }

  /** True when `code` is the live code of the attempt; a wrong one uses up a try of its kind (with or without the key). */
  async function codeOpens(tx: DbOrTx, attempt: RegistrationRow, code: string, withKey: boolean) {
    const tries = withKey ? attempt.codeTries : attempt.keylessTries;
    const { codeHash, codeExpiresAt } = attempt;
    if (!codeHash || !codeExpiresAt || codeExpiresAt.getTime() <= Date.now() || tries >= CODE_MAX_TRIES) return false;
    if (codes.registrationCodeMatches({ keyHash: attempt.keyHash, codeHash }, code)) return true;
    await countRegistrationTry(tx, attempt.id, { withKey });
    return false;
  }

  return {
    /**
     * A new attempt and its code by mail; an email with an account is refused. Registering again
     * never changes an earlier attempt: whoever registers second gets an attempt of their own.
     */
    async register(input: z.output<typeof registerSchema>, ip: string): Promise<RegisteredAccount> {
      await throttles.registration(ip);
      const mayMail = await throttles.mayMailCode(input.email, ip);
      // Slow work before the transaction: an email with an account then takes the same time too.
      const passwordHash = await hashPassword(input.password);
      const key = randomBytes(32).toString('base64url');
      const keyHash = hashToken(key);
      const code = mayMail ? codes.forRegistration(keyHash) : undefined;
      return unitOfWork(async ({ tx }) => {
        if (await accounts.findByEmail(tx, input.email)) throw fieldError('email', MSG.emailTaken);
        const attempt = await insertRegistration(tx, {
          ...(await accounts.takeNumbers(tx, deps.clientCodePrefix)),
          keyHash,
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          // The account speaks the language its owner registered in until they choose another.
          language: currentLanguage(),
          codeHash: code?.codeHash ?? null,
          codeTtlMinutes: CODE_TTL_MINUTES,
        });
        if (code) await mailCode(tx, attempt, code.code);
        // The id and client code the account will have once this attempt is activated.
        return { id: attempt.accountId, email: attempt.email, unique_id: attempt.clientCode, registration: key };
      });
    },

    /**
     * The right code of an attempt makes it the account, with that attempt's password and profile,
     * and deletes the other attempts of the email; the visitor's buy-out requests join it then.
     */
    async activate(input: Activation, ip: string): Promise<ActivatedAccount> {
      const tried = await throttles.beginTry('code', ip, input.email);
      // A wrong try must be counted, so the transaction commits either way and answers the account it made.
      const made = unitOfWork(async ({ tx }): Promise<Account | undefined> => {
        const attempt = await attemptToActivate(tx, input);
        if (!attempt || !(await codeOpens(tx, attempt, input.code, Boolean(input.registration)))) return undefined;
        const user = await accounts.create(
          tx,
          deps.clientCodePrefix,
          {
            email: attempt.email,
            passwordHash: attempt.passwordHash,
            firstName: attempt.firstName,
            lastName: attempt.lastName,
            phoneNumber: attempt.phoneNumber,
            language: attempt.language,
            isActive: true,
          },
          { id: attempt.accountId, clientCode: attempt.clientCode },
        );
        await deleteRegistrationsOf(tx, attempt.email);
        await deps.onEmailProven?.(tx, user);
        return user;
      });
      const account = await tried.settle(made);
      // Unknown email and wrong code answer the same.
      if (!account) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.accountActivated, id: account.id, unique_id: account.clientCode };
    },

    /**
     * A new code for the attempt the key names, or without a key for the only one pending: another
     * attempt's code is never retired, so a stranger cannot re-code the owner's. Without a key
     * while several attempts wait, 409 as activation answers; otherwise the same answer whatever
     * happens.
     */
    async resendActivation(input: { email: string; registration?: string | null }, ip: string) {
      await throttles.hit('resend_code', { ip });
      const { email, registration } = input;
      const pending = registration ? [] : await findRegistrationsOf(db, { email, ttlHours, limit: 2 });
      if (pending.length > 1) throw conflict(MSG.registerAgain);
      const attempt = registration
        ? await findRegistrationByKey(db, { keyHash: hashToken(registration), email, ttlHours })
        : pending[0];
      if (attempt && (await throttles.mayMailCode(email, ip))) {
        const { code, codeHash } = codes.forRegistration(attempt.keyHash);
        await unitOfWork(async ({ tx }) => {
          const renewed = await setRegistrationCode(tx, attempt.id, { codeHash, ttlMinutes: CODE_TTL_MINUTES });
          if (renewed) await mailCode(tx, renewed, code);
        });
      }
      return { detail: MSG.codeSent };
    },

    /**
     * Whether `password` is that of the newest attempt waiting for this email: a sign-in before
     * activation is told to enter the code. One hash check, as for an unknown email.
     */
    async pendingPasswordMatches(email: string, password: string): Promise<boolean | undefined> {
      const [newest] = await findRegistrationsOf(db, { email, ttlHours, limit: 1 });
      return newest ? verifyPassword(newest.passwordHash, password) : undefined;
    },

    /** Deletes the attempts older than a day (run at start and every hour); nothing refers to them. */
    purgeExpiredRegistrations(): Promise<number> {
      return deleteExpiredRegistrations(db, ttlHours);
    },
  };
}

export type RegistrationFlow = ReturnType<typeof createRegistrationFlow>;
