import { profileUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, viewerOf } from '../../http/auth';
import { optionalUpload } from '../../http/multipart';
import type { UserService } from './service';

export const profileSchema = z.object({
  id: z.number(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  front_image: z.string().nullable(),
  back_image: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
});

const profileUpdateBody = profileUpdateSchema.extend({ front_image: optionalUpload, back_image: optionalUpload });

export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/api/users/profile/',
    { onRequest: requireUser, schema: { tags, summary: 'My profile', response: { 200: profileSchema } } },
    async (request) => users.profile(viewerOf(request).id),
  );

  api.patch(
    '/api/users/profile/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Update my profile (JSON or multipart with passport images)',
        body: profileUpdateBody,
        response: { 200: profileSchema },
      },
    },
    async (request) => users.updateProfile(viewerOf(request).id, request.body),
  );
}
