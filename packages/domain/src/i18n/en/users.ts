import type { Role, USERS_MSG as RU_USERS_MSG } from '../../users';
import { enPlural } from '../grammar';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

export const USERS_MSG: MessageTranslation<typeof RU_USERS_MSG> = {
  idsRequired: 'Select users',
  idsInvalid: 'Invalid list of users',
  idsMissing: (ids: readonly number[]) =>
    `${enPlural(ids.length, 'User not found', 'Users not found')}: ${ids.join(', ')}. Nothing was changed.`,
  cannotDeleteSelf: 'You cannot delete yourself. Nothing was deleted.',
  cannotDeleteAdmin: (code: string) => `#${code} is an administrator: administrators cannot be deleted. Nothing was deleted.`,
  cannotDeleteHeld: (code: string, holders: readonly string[]) =>
    `${MSG.deleteRefused(holders, `#${code}`)} Nothing was deleted.`,
  cannotChangeOwnRole: 'You cannot change your own role',
  isAdminRequired: 'Say whether to make this user an administrator or to remove the rights',
  roleRequired: 'Select a role',
  roleInvalid: 'Role: customer, operator or administrator',
  roleFilterInvalid: 'Role: customer, operator, admin or staff',
  lastAdmin: 'You cannot remove the rights of the last administrator. Nothing was changed.',
  resetSent: (email: string) => `A password reset code has been sent to ${email}`,
  emailChangeSent: (email: string) =>
    `A confirmation code has been sent to ${email}. The address will change once the code is entered.`,
  emailChanged: (email: string) => `The email address has been changed to ${email}`,
  emailSame: 'This is already the address of this account',
  emailChangeCodeWrong: 'The code is wrong or has expired',
  emailChangeByCode: 'The address is changed with a code sent to the new address: “Change email” on the user’s card',
  staffEmailOwnOnly:
    'A staff member’s (an operator’s or administrator’s) email can only be changed by themselves: on the “Email” tab of their settings, with their password and a code sent to the new address',
};

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', operator: 'Operator', admin: 'Administrator' };
