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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { idParams } from '../../http/params';
import type { AuthService } from './service';

const session = sessionResponse;
const detail = detailResponse;
const tags = ['auth'];

export function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/users/register/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register an attempt; it becomes the account when its emailed code is sent back with its `registration` key',
        body: registerSchema,
        response: { 201: registeredAccountResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  api.post(
    '/api/users/activation_account/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Activate the registration attempt `registration` names with its 6-digit code',
        body: activationSchema,
        response: { 200: activatedAccountResponse },
      },
    },
    async (request) => auth.activate(request.body, request.ip),
  );

  api.post(
    '/api/users/resend_activation_code/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Send a new activation code for the attempt `registration` names, or without it the only one waiting (409 when several wait)',
        body: resendActivationSchema,
        response: { 200: detail },
      },
    },
    async (request) => auth.resendActivation(request.body, request.ip),
  );

  api.post(
    '/api/users/login/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Sign in; after many failures on the account also with the mailed `code` (401 with `code_required: true` asks for it)',
        body: loginSchema,
        response: { 200: session },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  api.post(
    '/api/token/refresh/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (rotation)',
        body: refreshSchema,
        response: { 200: session },
      },
    },
    async (request) => auth.refresh(request.body.refresh),
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

  api.post(
    '/api/users/forgot_pass_send_activation_code/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Mail a password reset code', body: emailOnlySchema, response: { 200: detail } },
    },
    async (request) => auth.sendPasswordResetCode(request.body.email, request.ip),
  );

  api.post(
    '/api/users/forgot_pass_complete/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Set a new password with the mailed code', body: forgotCompleteSchema, response: { 200: detail } },
    },
    async (request) => auth.completePasswordReset(request.body, request.ip),
  );

  api.post(
    '/api/users/change_password/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out',
        body: changePasswordSchema,
        response: { 200: session },
      },
    },
    async (request) => auth.changePassword(viewerOf(request), request.body, request.ip),
  );

  api.post(
    '/api/users/change_email/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'An operator or admin changes their own email: with the current password, a code goes to the new address (then confirm_email)',
        body: ownEmailChangeSchema,
        response: { 200: detail },
      },
    },
    async (request) => auth.requestOwnEmailChange(viewerOf(request), request.body, request.ip),
  );

  api.post(
    '/api/users/confirm_email/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The code the new address received: my email changes, and the old address is told',
        body: emailConfirmSchema,
        response: { 200: detail },
      },
    },
    async (request) => auth.confirmOwnEmailChange(viewerOf(request), request.body.code, request.ip),
  );

  api.post(
    '/api/add_user_for_admin/:id/send_reset/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Mail a password-reset code to the account's email (the owner sets a new password on the reset page)",
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => auth.sendResetForAccount(viewerOf(request), request.params.id, request.ip),
  );

  api.post(
    '/api/add_user_for_admin/:id/change_email/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Correct a customer's email: a code goes to the new address, which replaces the old once confirmed (a staff account's: 403, its owner changes it)",
        params: idParams,
        body: emailChangeSchema,
        response: { 200: detail },
      },
    },
    async (request) => auth.requestEmailChange(viewerOf(request), request.params.id, request.body.email, request.ip),
  );

  api.post(
    '/api/add_user_for_admin/:id/confirm_email/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The code the new address received: the email change takes effect',
        params: idParams,
        body: emailConfirmSchema,
        response: { 200: detail },
      },
    },
    async (request) => auth.confirmEmailChange(viewerOf(request), request.params.id, request.body.code, request.ip),
  );
}
