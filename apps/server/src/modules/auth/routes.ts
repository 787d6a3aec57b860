import {
  activatedAccountResponse,
  activationSchema,
  changePasswordSchema,
  detailResponse,
  emailChangeSchema,
  emailConfirmSchema,
  emailOnlySchema,
  forgotCompleteSchema,
  loginSchema,
  ownEmailChangeSchema,
  refreshSchema,
  registeredAccountResponse,
  registerSchema,
  resendActivationSchema,
  sessionResponse,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { noContent } from '../../http/openapi';
import { moduleRoutes } from '../../http/route-kinds';
import type { AuthService } from './service';

const session = sessionResponse;
const detail = detailResponse;
const tags = ['auth'];

export function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }): void {
  const routes = moduleRoutes(app, tags);
  const { api } = routes;

  routes.create(
    '/api/users/register/',
    {
      access: 'public',
      summary: 'Register an attempt; it becomes the account when its emailed code is sent back with its `registration` key',
      body: registerSchema,
      answer: registeredAccountResponse,
    },
    (_viewer, body, request) => auth.register(body, request.ip),
  );

  routes.change(
    '/api/users/activation_account/',
    {
      access: 'public',
      method: 'POST',
      summary: 'Activate the registration attempt `registration` names with its 6-digit code',
      body: activationSchema,
      answer: activatedAccountResponse,
    },
    (_viewer, body, request) => auth.activate(body, request.ip),
  );

  routes.change(
    '/api/users/resend_activation_code/',
    {
      access: 'public',
      method: 'POST',
      summary:
        'Send a new activation code for the attempt `registration` names, or without it the only one waiting (409 when several wait)',
      body: resendActivationSchema,
      answer: detail,
    },
    (_viewer, body, request) => auth.resendActivation(body, request.ip),
  );

  routes.change(
    '/api/users/login/',
    {
      access: 'public',
      method: 'POST',
      summary:
        'Sign in; after many failures on the account also with the mailed `code` (401 with `code_required: true` asks for it)',
      body: loginSchema,
      answer: session,
    },
    (_viewer, body, request) => auth.login(body, request.ip),
  );

  routes.change(
    '/api/token/refresh/',
    {
      access: 'public',
      method: 'POST',
      summary: 'Exchange a refresh token for a new pair (rotation)',
      body: refreshSchema,
      answer: session,
    },
    (_viewer, body) => auth.refresh(body.refresh),
  );

  api.post(
    '/api/users/logout/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Revoke the session of a refresh token', body: refreshSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      return reply.status(204).send();
    },
  );

  routes.change(
    '/api/users/forgot_pass_send_activation_code/',
    {
      access: 'public',
      method: 'POST',
      summary: 'Mail a password reset code',
      body: emailOnlySchema,
      answer: detail,
    },
    (_viewer, body, request) => auth.sendPasswordResetCode(body.email, request.ip),
  );

  routes.change(
    '/api/users/forgot_pass_complete/',
    {
      access: 'public',
      method: 'POST',
      summary: 'Set a new password with the mailed code',
      body: forgotCompleteSchema,
      answer: detail,
    },
    (_viewer, body, request) => auth.completePasswordReset(body, request.ip),
  );

  routes.change(
    '/api/users/change_password/',
    {
      access: 'customer',
      method: 'POST',
      summary: 'Change the password; other sessions are signed out',
      body: changePasswordSchema,
      answer: session,
    },
    (viewer, body, request) => auth.changePassword(viewer, body, request.ip),
  );

  routes.change(
    '/api/users/change_email/',
    {
      access: 'staff',
      method: 'POST',
      summary:
        'An operator or admin changes their own email: with the current password, a code goes to the new address (then confirm_email)',
      body: ownEmailChangeSchema,
      answer: detail,
    },
    (viewer, body, request) => auth.requestOwnEmailChange(viewer, body, request.ip),
  );

  routes.change(
    '/api/users/confirm_email/',
    {
      access: 'staff',
      method: 'POST',
      summary: 'The code the new address received: my email changes, and the old address is told',
      body: emailConfirmSchema,
      answer: detail,
    },
    (viewer, body, request) => auth.confirmOwnEmailChange(viewer, body.code, request.ip),
  );

  routes.act(
    '/api/add_user_for_admin/:id/send_reset/',
    {
      access: 'admin',
      summary: "Mail a password-reset code to the account's email (the owner sets a new password on the reset page)",
      answer: detail,
    },
    (viewer, id, request) => auth.sendResetForAccount(viewer, id, request.ip),
  );

  routes.update(
    '/api/add_user_for_admin/:id/change_email/',
    {
      access: 'admin',
      methods: ['POST'],
      summary:
        "Correct a customer's email: a code goes to the new address, which replaces the old once confirmed (a staff account's: 403, its owner changes it)",
      body: emailChangeSchema,
      answer: detail,
    },
    (viewer, id, body, request) => auth.requestEmailChange(viewer, id, body.email, request.ip),
  );

  routes.update(
    '/api/add_user_for_admin/:id/confirm_email/',
    {
      access: 'admin',
      methods: ['POST'],
      summary: 'The code the new address received: the email change takes effect',
      body: emailConfirmSchema,
      answer: detail,
    },
    (viewer, id, body, request) => auth.confirmEmailChange(viewer, id, body.code, request.ip),
  );
}
