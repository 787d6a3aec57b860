import { telegramLinkResponse, telegramStatusResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { moduleRoutes } from '../../http/route-kinds';
import { telegramUpdateBody, webhookAnswer } from './schemas';
import type { TelegramService } from './service';

export function telegramRoutes(app: FastifyInstance, { telegram }: { telegram: TelegramService }): void {
  const routes = moduleRoutes(app, ['telegram']);
  const { api, tags } = routes;

  routes.read(
    '/api/telegram/link/',
    {
      access: 'customer',
      summary: 'Whether Telegram is on, and my linked chat (or why it was unlinked)',
      answer: telegramStatusResponse,
    },
    telegram.status,
  );

  api.post(
    '/api/telegram/link/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'A one-time deep link to the bot that links the chat opening it to my account (15 minutes)',
        response: { 201: telegramLinkResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await telegram.createLink(viewerOf(request))),
  );

  api.delete(
    '/api/telegram/link/',
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'Unlink my Telegram chat: it gets no more notifications', response: { 204: noContent } },
    },
    async (request, reply) => {
      await telegram.unlink(viewerOf(request));
      return reply.status(204).send();
    },
  );

  // Telegram's calls: the secret it was given at setWebhook is checked before the body is read.
  api.post(
    '/api/telegram/webhook/',
    {
      config: { access: 'public' },
      onRequest: async (request) => telegram.checkWebhookSecret(request.headers['x-telegram-bot-api-secret-token']),
      schema: {
        tags,
        summary: 'Updates from Telegram (header X-Telegram-Bot-Api-Secret-Token: the secret registered at start)',
        body: telegramUpdateBody,
        response: { 200: webhookAnswer },
      },
    },
    async (request) => {
      await telegram.handleUpdate(request.body as Update);
      return { ok: true };
    },
  );
}
