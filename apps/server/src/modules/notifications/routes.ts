import {
  myNotificationsResponse,
  notificationChannelsResponse,
  notificationChannelsSchema,
  notificationCounterResponse,
  notificationResponse,
} from '@kerben/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { requestOrigin } from '../../http/origin';
import { idParams } from '../../http/params';
import type { ResponseCache } from '../../http/response-cache';
import { moduleRoutes } from '../../http/route-kinds';
import { broadcastBody, broadcastUpdateBody, myNotificationsQuery } from './schemas';
import type { NotificationService } from './service';

export function notificationRoutes(
  app: FastifyInstance,
  {
    notifications,
    allowedHosts,
    broadcastListCache,
  }: { notifications: NotificationService; allowedHosts: readonly string[]; broadcastListCache: ResponseCache },
): void {
  const routes = moduleRoutes(app, ['notifications']);
  const { api, tags } = routes;
  const origin = (request: FastifyRequest) => requestOrigin(request, allowedHosts);

  // ---- Everyone signed in: their notifications and the broadcasts

  routes.read(
    '/api/notifications/my_notification/',
    {
      access: 'customer',
      summary: 'My notifications, newest first: all and unread (page, page_size limit both), and their totals',
      query: myNotificationsQuery,
      answer: myNotificationsResponse,
    },
    notifications.mine,
  );

  routes.read(
    '/api/notifications/counter/',
    { access: 'customer', summary: 'How many of my notifications are unread', answer: notificationCounterResponse },
    notifications.counter,
  );

  api.put(
    '/api/notifications/check/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: notificationCounterResponse },
      },
    },
    async (request) => notifications.check(viewerOf(request), request.params.id),
  );

  api.put(
    '/api/notifications/check_all/',
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'Mark all my notifications read', response: { 200: notificationCounterResponse } },
    },
    async (request) => notifications.checkAll(viewerOf(request)),
  );

  routes.read(
    '/api/notifications/channels/',
    {
      access: 'customer',
      summary: 'Where my notifications go: the app, email, Telegram (once a chat is linked)',
      answer: notificationChannelsResponse,
    },
    notifications.channels,
  );

  routes.change(
    '/api/notifications/channels/',
    {
      access: 'customer',
      summary: 'Turn the app, email or Telegram on or off for my notifications (the channels not sent stay as they are)',
      body: notificationChannelsSchema,
      answer: notificationChannelsResponse,
    },
    notifications.chooseChannels,
  );

  // ---- Admins: broadcasts

  api.get(
    '/api/notifications/list/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Broadcasts, newest first (absolute icon URLs)',
        response: { 200: z.array(notificationResponse) },
      },
    },
    // Every broadcast in one array, the same for every admin: kept as sent until a broadcast
    // changes (http/response-cache.ts), by origin since the icons' URLs are absolute. The service
    // checks the viewer before the cache is read.
    async (request, reply) => {
      const viewer = viewerOf(request);
      const from = origin(request);
      notifications.assertCanListBroadcasts(viewer);
      await broadcastListCache.send(reply, `broadcasts ${from ?? ''}`, () => notifications.listBroadcasts(viewer, from));
    },
  );

  routes.create(
    '/api/notifications/create_notification/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Send a notification to every customer (multipart: title, description, icon)',
      body: broadcastBody,
      answer: notificationResponse,
    },
    (viewer, body, request) => notifications.createBroadcast(viewer, body, origin(request)),
  );

  routes.update(
    '/api/notifications/update_notification/:id/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Change a broadcast (null or remove_icon=true removes its picture)',
      body: broadcastUpdateBody,
      answer: notificationResponse,
    },
    (viewer, id, body, request) => notifications.updateBroadcast(viewer, id, body, origin(request)),
  );

  routes.remove(
    '/api/notifications/delete_notification/:id/',
    { access: 'admin', summary: 'Delete a broadcast' },
    notifications.deleteBroadcast,
  );
}
