import pg from 'pg';
import type { Logger } from '../core/logger';
import { errorSummary } from '../core/logger';

// Reconnection waits 0.5 s, then twice as long after each failure, up to this.
const MAX_RECONNECT_DELAY_MS = 30_000;
const FIRST_RECONNECT_DELAY_MS = 500;

export const reconnectDelay = (failures: number) =>
  Math.min(MAX_RECONNECT_DELAY_MS, FIRST_RECONNECT_DELAY_MS * 2 ** Math.max(0, failures));

/**
 * LISTEN for every channel of this process on one dedicated PostgreSQL connection (a pooled one
 * would be handed to other queries). When that connection drops (PostgreSQL restarted, the network
 * broke, an admin terminated it), it is opened again with backoff until it succeeds, each failure
 * and the recovery logged. Notifications sent meanwhile are lost, so once it is back every listener
 * is called once: caches forget what they kept, the mail sender looks at its outbox.
 */
export function createPostgresListener(connectionString: string, log: () => Logger) {
  const listeners = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let opening: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let started = false;
  let closed = false;

  const notifyAll = () => {
    for (const set of listeners.values()) for (const listener of set) listener();
  };

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener();
    });
    // 'end' follows every error of a connected client; it is handled there.
    next.on('error', () => {});
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      log().warn({}, 'LISTEN connection to PostgreSQL lost; reconnecting');
      scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect(): void {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void reconnect(), reconnectDelay(failures));
  }

  async function reconnect(): Promise<void> {
    try {
      opening = open();
      await opening;
    } catch (error) {
      failures += 1;
      log().warn(
        { attempt: failures, retryInMs: reconnectDelay(failures), err: errorSummary(error) },
        'LISTEN reconnect to PostgreSQL failed',
      );
      scheduleReconnect();
      return;
    } finally {
      opening = undefined;
    }
    if (closed) return;
    log().info(
      { failedAttempts: failures },
      'LISTEN connection to PostgreSQL restored; listeners told they may have missed notifications',
    );
    failures = 0;
    notifyAll();
  }

  return {
    /** Calls `onNotify` on every NOTIFY of `channel`, and once after a reconnection. */
    async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        if (!started) {
          // The first channel opens the connection; a failure here fails the start, as it should.
          started = true;
          opening = open();
          await opening.finally(() => (opening = undefined));
        } else {
          // A connection being opened may have listed the channels before this one (LISTEN twice is harmless).
          await opening?.catch(() => {});
          await client?.query(`LISTEN "${channel}"`);
        }
      }
      set.add(onNotify);
      const listening = set;
      return async () => {
        listening.delete(onNotify);
        if (listening.size > 0 || listeners.get(channel) !== listening) return;
        listeners.delete(channel);
        await client?.query(`UNLISTEN "${channel}"`).catch(() => {});
      };
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      await opening?.catch(() => {});
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
