import { can } from '@kerben/domain';
import { assertCan, type Role, type SignedInViewer, type Viewer } from '../../core/viewer';

// Helping someone into their account (a reset code to their email, a corrected email) is what an
// admin does for them; operators never touch accounts.

/** The admin helping, or 401/403. */
export const assertCanHelpWithAccounts = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageUsers');

/**
 * An admin corrects the email of a customer only. A staff account's email is changed by its owner:
 * an admin who could move another admin's email to a mailbox of their own would then reset its
 * password and sign in as them.
 */
export const canCorrectEmailOf = (account: { role: Role }) => !can(account.role, 'changeOwnEmail');

/** Who changes their own email (with their password and a code to the new address): operators and admins; 401/403 otherwise. */
export const assertCanChangeOwnEmail = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'changeOwnEmail');
