import { clientResponse, pageResponse, profileResponse, profileUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser, viewerOf } from '../../http/auth';
import { removableUpload } from '../../http/multipart';
import { pageAnswer, paginationQuery } from '../../http/pagination';
import { idParams } from '../../http/params';
import type { UserService } from './service';

// The operators' client list (SPEC.md section 7: page_size 7); the users issue adds its other filters.
const CLIENTS_PAGE_SIZE = 7;
const clientQuery = paginationQuery(CLIENTS_PAGE_SIZE).extend({
  unique_id: z.string().trim().max(20).optional(),
});

const profileUpdateBody = profileUpdateSchema.extend({ front_image: removableUpload, back_image: removableUpload });

export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/api/users/profile/',
    { onRequest: requireUser, schema: { tags, summary: 'My profile', response: { 200: profileResponse } } },
    async (request) => users.profile(viewerOf(request)),
  );

  api.get(
    '/api/users/profile/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A user's profile: admins see anyone's (passport images as signed links), a customer only their own",
        params: idParams,
        response: { 200: profileResponse },
      },
    },
    async (request) => users.profile(viewerOf(request), request.params.id),
  );

  api.patch(
    '/api/users/profile/',
    {
      onRequest: requireUser,
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
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Clients for operators: ?unique_id= finds them by the start of their code',
        querystring: clientQuery,
        response: { 200: pageResponse(clientResponse) },
      },
    },
    async (request) =>
      pageAnswer(
        request.url,
        await users.searchClients(viewerOf(request), { uniqueId: request.query.unique_id?.replace(/^#/, '') }, request.query),
      ),
  );
}
