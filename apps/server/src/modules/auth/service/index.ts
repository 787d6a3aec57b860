import { authEmails } from './emails';
import { type AuthDeps, authParts } from './parts';
import { authPasswords } from './passwords';
import { authSessions } from './sessions';

// The auth service, one file per job; they share what parts.ts builds once.

export function createAuthService(deps: AuthDeps) {
  const parts = authParts(deps);
  const { registrations } = parts;
  return {
    ...authSessions(parts),
    register: registrations.register,
    activate: registrations.activate,
    resendActivation: registrations.resendActivation,
    purgeExpiredRegistrations: registrations.purgeExpiredRegistrations,
    ...authPasswords(parts),
    ...authEmails(parts),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
