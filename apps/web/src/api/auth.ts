import type { LoginInput, RegisterInput } from '@kerben/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { forgetRegistration, registrationFor, rememberRegistration } from './registration-key';
import { COOKIE, clearSession, readCookie, saveSession, startSigningOut } from './session';

/** Signs in and stores the session; whatever another account had cached is dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post('/api/users/login/', { body: input, auth: false }),
    onSuccess: (session) => {
      queryClient.clear();
      saveSession(session);
    },
  });
}

/** Registers; the answer's key is kept for the activation page (registration-key.ts). */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post('/api/users/register/', { body: input, auth: false }),
    onSuccess: (answer) => rememberRegistration(answer.email, answer.registration),
  });
}

/** Activates this tab's registration of the email (its kept key goes with the code). */
export function useActivateAccount() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api.post('/api/users/activation_account/', { body: { ...input, registration: registrationFor(input.email) }, auth: false }),
    onSuccess: forgetRegistration,
  });
}

export function useResendActivationCode() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/users/resend_activation_code/', { body: { email, registration: registrationFor(email) }, auth: false }),
  });
}

export function useSendPasswordResetCode() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/users/forgot_pass_send_activation_code/', { body: { email }, auth: false }),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string; code: string; password: string; password2: string }) =>
      api.post('/api/users/forgot_pass_complete/', { body: input, auth: false }),
  });
}

export interface ChangePasswordInput {
  old_password: string;
  new_password: string;
  confirm_new_password: string;
}

/**
 * Changes the password. The server ends every session of the account and answers a fresh one for
 * this tab, which is stored as login stores it, so the customer stays signed in here.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/api/users/change_password/', { body: input }),
    onSuccess: saveSession,
  });
}

// How long «Выйти» waits for the server to revoke the refresh token before it leaves anyway (the
// request goes on): a slow network must not keep the visitor on the page.
const REVOKE_WAIT_MS = 3000;

/**
 * Forgets the session at once (cookies and cache) and revokes the refresh token on the server,
 * resolving once that is done (or has taken too long), so the caller leaves only then: whether the
 * next page loads or not, nobody stays signed in. A failed revoke does not keep anyone signed in
 * either. Meanwhile the areas' guards wait instead of sending the visitor to the login page.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const refresh = readCookie(COOKIE.refresh);
  startSigningOut();
  clearSession();
  queryClient.clear();
  if (!refresh) return;
  const revoked = api.post('/api/users/logout/', { body: { refresh }, auth: false }).catch(() => undefined);
  await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
}
