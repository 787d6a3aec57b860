import { outsideTransaction } from '../transaction-scope';

// LISTEN and NOTIFY on the embedded database: who listens to which channel, told when a reply
// carries a notification (pglite-remote.ts reads them).

type Query = (sql: string) => Promise<unknown>;

export class ChannelListeners {
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Listens to `channel` (LISTEN sent by `query` for the first listener); answers how to stop. */
  async add(channel: string, listener: () => void, query: Query): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await query(`LISTEN "${channel}"`);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      await query(`UNLISTEN "${channel}"`).catch(() => {});
    };
  }

  // Read with COMMIT's reply, still in the committing transaction's context: listeners are not in it.
  notified = (channel: string): void => {
    for (const listener of this.listeners.get(channel) ?? []) outsideTransaction(listener);
  };

  /** After the worker restarted: what a NOTIFY would have said while it was down is lost, so every listener looks again. */
  relisten(query: Query): void {
    for (const [channel, set] of this.listeners) {
      void query(`LISTEN "${channel}"`).catch(() => {});
      for (const listener of set) listener();
    }
  }
}
