import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/**
 * Who may call a route, declared in the route itself (`config: { access: 'admin' }`):
 * - `public`: anyone, signed in or not;
 * - `customer`: any signed-in account, about itself (its list, its profile, a new object of its own);
 * - `owner`: any signed-in account, about one object named in the path: its owner and admins;
 *   anyone else gets 404, as if it did not exist (the service's policy checks the owner);
 * - `staff`: operators and admins, who run the warehouse (401 anonymous, 403 customers);
 * - `admin`: admins only (401 anonymous, 403 customers and operators).
 * The declaration is the guard: `registerViewer` (auth.ts) answers 401/403 before the body is read. The
 * authorization matrix test (test/security/authorization.test.ts) tries every declared route as
 * every actor, and fails on a route that declares nothing.
 */
export type Access = 'public' | 'customer' | 'owner' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  /** Read when asked: a plugin's scope may fill it in after the route was collected. */
  readonly access: Access | undefined;
  /** The route's request schemas (the fuzzer sends their field names with wrong values). */
  readonly schema: RouteOptions['schema'];
}

/** Collects the route table with each route's declared access; call before any route is registered. */
export function collectRoutes(app: FastifyInstance): DeclaredRoute[] {
  const table: DeclaredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get schema() {
          return route.schema;
        },
      });
    }
  });
  return table;
}

/** Declares every route a plugin registers inside `scope` (docs UI, static files) as `access`. */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}
