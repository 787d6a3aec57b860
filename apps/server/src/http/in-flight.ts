import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handlers are still running, so that closing waits for them before the
 * database goes. A client that hangs up does not stop its handler (a login still hashing the
 * password), and Fastify's close waits for open connections only: such a handler then met a
 * closed database. A handler is done when its answer is sent (onSend), or the exchange is over.
 */
export function trackRunningHandlers(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  const waiting = new Set<() => void>();
  const finish = (request: FastifyRequest) => {
    if (!running.delete(request) || running.size > 0) return;
    for (const wake of waiting) wake();
    waiting.clear();
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));

  return {
    /** Resolves when no handler runs any more, or after `timeoutMs` whatever is still running. */
    async drained(timeoutMs: number): Promise<void> {
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => waiting.add(resolve)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
