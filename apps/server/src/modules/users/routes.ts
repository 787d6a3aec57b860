import { adminUserResponse, pageResponse, profileResponse, userBulkDeleteSchema, userRoleSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { moduleRoutes } from '../../http/route-kinds';
import { profileUpdateBody, userCreateBody, userListQuery, userUpdateBody } from './schemas';
import type { UserService } from './service';

export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  const routes = moduleRoutes(app, ['users']);
  const { api, tags } = routes;

  api.get(
    '/api/users/profile/',
    { config: { access: 'customer' }, schema: { tags, summary: 'My profile', response: { 200: profileResponse } } },
    async (request) => users.profile(viewerOf(request)),
  );

  routes.get(
    '/api/users/profile/:id/',
    {
      access: 'owner',
      summary: "A user's profile: admins see anyone's (passport images as signed links), a customer only their own",
      answer: profileResponse,
    },
    users.profile,
  );

  api.patch(
    '/api/users/profile/',
    {
      config: { access: 'customer', multipart: { files: 2 } },
      schema: {
        tags,
        summary: 'Update my profile (JSON or multipart with passport images; null or remove_<image>=true removes one)',
        body: profileUpdateBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => users.updateProfile(viewerOf(request), request.body),
  );

  api.get(
    '/api/add_user_for_admin/list/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Users, newest first: ?search= matches the start of a name, email, client code or phone; ?unique_id= finds customers by the start of their code; ?role= one role, or staff (operators and admins)',
        querystring: userListQuery,
        response: { 200: pageResponse(adminUserResponse) },
      },
    },
    async (request) =>
      pageAnswer(
        request.url,
        await users.searchClients(
          viewerOf(request),
          { clientCode: request.query.unique_id?.replace(/^#/, ''), search: request.query.search, role: request.query.role },
          request.query,
        ),
      ),
  );

  routes.create(
    '/api/add_user_for_admin/add/',
    {
      access: 'admin',
      config: { multipart: { files: 2 } },
      summary: 'Add a user (admin): an active account with its client code (JSON or multipart with passport images)',
      body: userCreateBody,
      answer: profileResponse,
    },
    users.addUser,
  );

  // Kerben's app edits a user at the first path; the existing client at the second (docs/legacy-client.md).
  for (const path of ['/api/add_user_for_admin/update/:id/', '/api/users/profile/:id/']) {
    api.patch(
      path,
      {
        config: { access: 'admin', multipart: { files: 2 } },
        schema: {
          tags,
          summary: 'An admin edits a user (JSON or multipart; null or remove_<image>=true removes a passport image)',
          params: idParams,
          body: userUpdateBody,
          response: { 200: profileResponse },
        },
      },
      async (request) => users.updateUser(viewerOf(request), request.params.id, request.body),
    );
  }

  api.put(
    '/api/users/delete/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete the users named by id, all or nothing: never an admin, the caller or someone with parcels (409)',
        body: userBulkDeleteSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await users.deleteUsers(viewerOf(request), request.body.ids);
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/users/update/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Set the role (customer, operator, admin; or is_admin true/false) of the users named by id; never oneself, never the last admin',
        body: userRoleSchema,
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => users.setRole(viewerOf(request), request.body),
  );
}
