import { parseArgs } from 'node:util';
import { accountEmail, newPasswordField } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError, openAppDatabase } from '../db/open';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { createAccount, findUserByEmail } from '../modules/users/accounts';

/**
 * npm run admin:create -- --email someone@example.com --password '...'
 * Creates an active admin, or makes an existing account an active admin with that password.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = accountEmail.safeParse(values.email ?? '');
  const password = newPasswordField.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    console.error('Usage: npm run admin:create -- --email admin@example.com --password "at least 8 characters"');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openAppDatabase(config);
  try {
    const existing = await findUserByEmail(database.db, email.data);
    if (existing) {
      await database.db
        .update(users)
        .set({ isAdmin: true, isActive: true, passwordHash: await hashPassword(password.data) })
        .where(eq(users.id, existing.id));
      console.log(`${existing.email} is now an admin (client code ${existing.uniqueId}).`);
    } else {
      const user = await createAccount(database.db, config.clientCodePrefix, {
        email: email.data,
        password: password.data,
        firstName: 'Administrator',
        lastName: '',
        isActive: true,
        isAdmin: true,
      });
      console.log(`Admin ${user.email} created (client code ${user.uniqueId}).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
