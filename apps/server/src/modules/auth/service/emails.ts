import { MAIL, MSG, type ownEmailChangeSchema, USERS_MSG, withLanguage } from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, forbidden, unauthorized } from '../../../core/errors';
import { notYours, type Viewer } from '../../../core/viewer';
import { recordAction } from '../../../db/audit';
import type { DbOrTx } from '../../../db/client';
import { enqueueMail } from '../../../mail';
import { type Account, accounts, verifyPassword } from '../../users';
import { CODE_TTL_MINUTES } from '../codes';
import { assertCanChangeOwnEmail, assertCanHelpWithAccounts, canCorrectEmailOf } from '../policy';

import type { AuthParts } from './parts';

/** An account's email moved to a new address once a code mailed there comes back: by an admin for a customer, by the staff for themselves. */
export function authEmails(parts: AuthParts) {
  const { db, unitOfWork, codes, throttles } = parts;

  /**
   * Mails a code to `address`, the new email of `account` (not its own, nor another account's);
   * the address replaces the old one once the code comes back (moveEmail). Logged.
   */
  async function askToMoveEmail(tx: DbOrTx, account: Account, address: string, mail: typeof MAIL.emailChangeCode) {
    if (account.email.toLowerCase() === address.toLowerCase()) throw fieldError('email', USERS_MSG.emailSame);
    if (await accounts.findByEmail(tx, address)) throw fieldError('email', MSG.emailTaken);
    const code = await codes.issueForEmail(tx, account.id, address);
    // In the account's language: an admin may be the one changing it.
    await enqueueMail(tx, { to: address, ...withLanguage(account.language, () => mail(code, CODE_TTL_MINUTES)) });
    await recordAction(tx, {
      action: 'user.email_change_requested',
      entity: 'user',
      entityId: account.id,
      before: { email: account.email },
      after: { email: address },
    });
    return { detail: USERS_MSG.emailChangeSent(address) };
  }

  /**
   * The code the new address received, sent from `ip`, for the account `find` reads in the unit of
   * work: a code try counted under `triesKey`. The account moves to the new address, every other
   * code of it dies (accounts.setEmail), and the address it leaves is told, all in one transaction.
   */
  async function moveEmail(ip: string, triesKey: string, find: (tx: DbOrTx) => Promise<Account>, code: string) {
    const tried = await throttles.beginTry('code', ip, triesKey);
    const moved = await tried.settle(
      unitOfWork(async ({ tx }) => {
        const account = await find(tx);
        const email = await codes.consumeForEmail(tx, account.id, code);
        if (!email) return undefined;
        await accounts.setEmail(tx, account.id, email);
        await enqueueMail(tx, { to: account.email, ...withLanguage(account.language, () => MAIL.loginEmailChanged(email)) });
        return email;
      }),
    );
    if (!moved) throw fieldError('code', USERS_MSG.emailChangeCodeWrong);
    return { detail: USERS_MSG.emailChanged(moved) };
  }

  /** The account an admin helps, if it is a customer: 404 for none, 403 for staff (canCorrectEmailOf). */
  async function customerToHelp(tx: DbOrTx, userId: number): Promise<Account> {
    const account = await accounts.findById(tx, userId);
    if (!account) throw notYours(MSG.userNotFound);
    if (!canCorrectEmailOf(account)) throw forbidden(USERS_MSG.staffEmailOwnOnly);
    return account;
  }

  /** The signed-in account itself, read in the unit of work; 401 once it is gone. */
  async function ownAccount(tx: DbOrTx, userId: number): Promise<Account> {
    const account = await accounts.findById(tx, userId);
    if (!account) throw unauthorized();
    return account;
  }

  return {
    /**
     * An admin corrects a customer's email: a code goes to the new address, and the address
     * replaces the old one only once that code is given back (confirmEmailChange). A staff
     * account's is refused (403): its owner changes it (requestOwnEmailChange). Counted per
     * address and per new mailbox, as sendResetForAccount.
     */
    async requestEmailChange(viewer: Viewer, userId: number, email: string, ip: string) {
      assertCanHelpWithAccounts(viewer);
      const address = email.trim();
      await throttles.hit('change_email', { ip, email: address });
      return unitOfWork(async ({ tx }) => askToMoveEmail(tx, await customerToHelp(tx, userId), address, MAIL.emailChangeCode));
    },

    /** The code the new address received: the customer's email becomes that address (its row change is logged). */
    async confirmEmailChange(viewer: Viewer, userId: number, code: string, ip: string) {
      const me = assertCanHelpWithAccounts(viewer);
      return moveEmail(ip, String(me.userId), (tx) => customerToHelp(tx, userId), code);
    },

    /**
     * An operator or an admin changes their own email: with their password (a session left open
     * does not hand the account to another mailbox), a code goes to the new address.
     */
    async requestOwnEmailChange(viewer: Viewer, input: z.output<typeof ownEmailChangeSchema>, ip: string) {
      const me = assertCanChangeOwnEmail(viewer);
      await throttles.hit('change_own_email', { ip, email: String(me.userId) });
      const account = await accounts.findById(db, me.userId);
      if (!account) throw unauthorized();
      if (!(await verifyPassword(account.passwordHash, input.password))) throw fieldError('password', MSG.oldPasswordWrong);
      const address = input.email.trim();
      return unitOfWork(async ({ tx }) => askToMoveEmail(tx, await ownAccount(tx, me.userId), address, MAIL.ownEmailChangeCode));
    },

    /** The code the new address received: the caller's email becomes that address, and the old one is told. */
    async confirmOwnEmailChange(viewer: Viewer, code: string, ip: string) {
      const me = assertCanChangeOwnEmail(viewer);
      return moveEmail(ip, String(me.userId), (tx) => ownAccount(tx, me.userId), code);
    },
  };
}
