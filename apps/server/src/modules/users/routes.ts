import { adminUserResponse, profileResponse, userBulkDeleteSchema, userRoleSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moduleRoutes } from '../../http/route-kinds';
import { profileUpdateBody, userCreateBody, userListQuery, userUpdateBody } from './schemas';
import type { UserService } from './service';

export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  const routes = moduleRoutes(app, ['users']);

  routes.read('/api/users/profile/', { access: 'customer', summary: 'My profile', answer: profileResponse }, (viewer) =>
    users.profile(viewer),
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

  routes.change(
    '/api/users/profile/',
    {
      access: 'customer',
      config: { multipart: { files: 2 } },
      summary: 'Update my profile (JSON or multipart with passport images; null or remove_<image>=true removes one)',
      body: profileUpdateBody,
      answer: profileResponse,
    },
    (viewer, body) => users.updateProfile(viewer, body),
  );

  routes.page(
    '/api/add_user_for_admin/list/',
    {
      access: 'staff',
      summary:
        'Users, newest first: ?search= matches the start of a name, email, client code or phone; ?unique_id= finds customers by the start of their code; ?role= one role, or staff (operators and admins)',
      query: userListQuery,
      item: adminUserResponse,
    },
    (viewer, query) =>
      users.searchClients(
        viewer,
        { clientCode: query.unique_id?.replace(/^#/, ''), search: query.search, role: query.role },
        query,
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
    routes.update(
      path,
      {
        access: 'admin',
        config: { multipart: { files: 2 } },
        summary: 'An admin edits a user (JSON or multipart; null or remove_<image>=true removes a passport image)',
        body: userUpdateBody,
        answer: profileResponse,
      },
      users.updateUser,
    );
  }

  routes.removeMany(
    '/api/users/delete/',
    {
      access: 'admin',
      summary: 'Delete the users named by id, all or nothing: never an admin, the caller or someone with parcels (409)',
      body: userBulkDeleteSchema,
    },
    users.deleteUsers,
  );

  routes.change(
    '/api/users/update/',
    {
      method: 'PUT',
      access: 'admin',
      summary:
        'Set the role (customer, operator, admin; or is_admin true/false) of the users named by id; never oneself, never the last admin',
      body: userRoleSchema,
      answer: z.object({ updated: z.number() }),
    },
    users.setRole,
  );
}
