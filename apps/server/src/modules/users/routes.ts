import { profileResponse, profileUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../http/auth';
import { removableUpload } from '../../http/multipart';
import type { UserService } from './service';

const profileUpdateBody = profileUpdateSchema.extend({ front_image: removableUpload, back_image: removableUpload });

export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/api/users/profile/',
    { onRequest: requireUser, schema: { tags, summary: 'My profile', response: { 200: profileResponse } } },
    async (request) => users.profile(viewerOf(request)),
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
}
