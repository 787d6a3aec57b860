// The requests out to the embedded database's worker and their answers, as pglite-remote.ts sends
// and receives them.

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /**
   * Handed on as soon as it comes: a health ping's answer, and a transaction's (the worker runs
   * nothing else until the transaction ends).
   */
  immediate: boolean;
}

/** What the worker posts back for one request: its reply's bytes, or the error PostgreSQL gave. */
export interface WorkerAnswer {
  id: number;
  ok?: boolean;
  reply?: Uint8Array;
  error?: object;
}

/**
 * The requests waiting for the worker. Answers come in bursts; each but the immediate ones is
 * handed on in its own turn of the event loop: a burst handed on at once would run all their
 * handlers (rows read, JSON written) back to back, and a request that arrived meanwhile (a health
 * check) would wait behind all of them.
 */
export class PendingAnswers {
  private readonly pending = new Map<number, Pending>();
  private readonly delivering: Array<() => void> = [];
  private nextId = 1;

  get size(): number {
    return this.pending.size;
  }

  /** A new request's id and the promise of its answer. */
  add(immediate: boolean): { id: number; answer: Promise<unknown> } {
    const id = this.nextId++;
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, immediate }));
    return { id, answer };
  }

  /** Hands on the worker's answer to the request it names (an unknown id is ignored). */
  settle(message: WorkerAnswer): void {
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (!pending) return;
    const deliver = message.ok
      ? () => pending.resolve(message.reply)
      : () => pending.reject(Object.assign(new Error(), message.error));
    if (pending.immediate) deliver();
    else if (this.delivering.push(deliver) === 1) setImmediate(this.deliverNext);
  }

  /** Every request still out fails with `error` (the worker died). */
  failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private deliverNext = (): void => {
    this.delivering.shift()?.();
    if (this.delivering.length > 0) setImmediate(this.deliverNext);
  };
}
