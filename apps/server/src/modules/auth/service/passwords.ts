import {
  type changePasswordSchema,
  type forgotCompleteSchema,
  MAIL,
  MSG,
  type SessionTokens,
  USERS_MSG,
  withLanguage,
} from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, unauthorized } from '../../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../../core/viewer';
import { recordAction } from '../../../db/audit';
import { enqueueMail } from '../../../mail';
import { accounts, hashPassword, verifyPassword } from '../../users';
import { CODE_TTL_MINUTES } from '../codes';
import { assertCanHelpWithAccounts } from '../policy';

import type { AuthParts } from './parts';

/** Passwords: the reset by a mailed code (asked by its owner or sent by an admin), and a change by the owner. */
export function authPasswords(parts: AuthParts) {
  const { db, unitOfWork, codes, throttles, startSession, endSessionsOf, mailCode, mayMailCode } = parts;

  return {
    /**
     * Mails a reset code to an account. An address without one (a registration waiting for its
     * code is not an account) gets a short notice instead, so that both answers take the same work
     * and say the same.
     */
    async sendPasswordResetCode(email: string, ip: string) {
      await throttles.hit('password_reset', { ip });
      const mayMail = await mayMailCode(email, ip);
      await unitOfWork(async ({ tx }) => {
        const user = await accounts.findByEmail(tx, email);
        if (user) await mailCode(tx, user, 'password_reset', mayMail);
        else if (mayMail) await enqueueMail(tx, { to: email, ...MAIL.passwordResetNoAccount() });
      });
      return { detail: MSG.codeSent };
    },

    /**
     * Sets the new password with the mailed code and ends every session. The mailbox proves the
     * email, so an account left inactive from before registrations were kept apart is activated.
     */
    async completePasswordReset(input: z.output<typeof forgotCompleteSchema>, ip: string) {
      const tried = await throttles.beginTry('code', ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const reset = await tried.settle(
        unitOfWork(async (work) => {
          const { tx } = work;
          const user = await accounts.findByEmail(tx, input.email);
          if (!user || !(await codes.consume(tx, user.id, 'password_reset', input.code))) return false;
          // The account's other codes die with the old password.
          await accounts.setPassword(tx, user.id, passwordHash, { activate: true });
          if (!user.isActive) await parts.onEmailProven?.(tx, user);
          await endSessionsOf(work, user.id);
          return true;
        }),
      );
      if (!reset) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.passwordReset };
    },

    /**
     * An admin mails a password-reset code to the email of an account (its owner then sets a new
     * password on the usual reset page). Logged with the address it went to, never the code.
     * Counted per address and per mailbox like the public requests (a double click or a script
     * does not flood the customer's mailbox): past the limit a 429 that says how long to wait.
     */
    async sendResetForAccount(viewer: Viewer, userId: number, ip: string) {
      assertCanHelpWithAccounts(viewer);
      // Keyed by the account (its mailbox), so no lookup before the unit of work's own.
      await throttles.hit('send_reset', { ip, email: `account:${userId}` });
      return unitOfWork(async ({ tx }) => {
        const user = await accounts.findById(tx, userId);
        if (!user) throw notYours(MSG.userNotFound);
        const code = await codes.issue(tx, user.id, 'password_reset');
        await enqueueMail(tx, {
          to: user.email,
          ...withLanguage(user.language, () => MAIL.passwordResetCode(code, CODE_TTL_MINUTES)),
        });
        await recordAction(tx, { action: 'user.send_reset', entity: 'user', entityId: user.id, after: { email: user.email } });
        return { detail: USERS_MSG.resetSent(user.email) };
      });
    },

    /** Changing the password ends every session, this one included; the caller gets a fresh one. */
    async changePassword(viewer: Viewer, input: z.output<typeof changePasswordSchema>, ip: string): Promise<SessionTokens> {
      const { userId } = assertSignedIn(viewer);
      await throttles.hit('change_password', { ip, email: String(userId) });
      const user = await accounts.findById(db, userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError('old_password', MSG.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.new_password);
      return unitOfWork(async (work) => {
        // The account's codes die with the old password.
        await accounts.setPassword(work.tx, user.id, passwordHash);
        await endSessionsOf(work, user.id);
        return startSession(work.tx, user, ip);
      });
    },
  };
}
