import { AsyncLocalStorage } from 'node:async_hooks';
import type { Viewer } from './viewer';

/** Who makes the changes of a request, and from where: what the audit log records. */
export interface Actor {
  viewer: Viewer;
  ip: string | null;
}

// The request's actor, read by the unit of work when it opens its transaction: every write an
// admin or an operator makes is logged without any service having to pass it along (or forget to).
const scope = new AsyncLocalStorage<() => Actor>();

/** Runs `next` (a request's handling) with `actor` as who acts; read when a unit of work starts. */
export function runAsActor(actor: () => Actor, next: () => void): void {
  scope.run(actor, next);
}

/** The actor of the request being handled, if any (none for start-up work and background jobs). */
export function currentActor(): Actor | undefined {
  return scope.getStore()?.();
}
