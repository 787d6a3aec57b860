import { parseArgs } from 'node:util';
import { accountEmail, newPasswordField } from '@kerben/domain';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/embedded/data-dir';
import { openAppDatabase } from '../db/open';
import { accounts, hashPassword } from '../modules/users';

/**
 * npm run admin:create -- --email someone@example.com --password '...'
 * Creates an active admin, or makes an existing account an active admin with that password.
 */
async function main() {
  process.umask(0o077);
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
    const passwordHash = await hashPassword(password.data);
    const admin = await database.db.transaction((tx) =>
      accounts.grantAdmin(tx, config.clientCodePrefix, { email: email.data, passwordHash }),
    );
    console.log(
      admin.created
        ? `Admin ${admin.email} created (client code ${admin.clientCode}).`
        : `${admin.email} is now an admin (client code ${admin.clientCode}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
