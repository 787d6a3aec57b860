import { Worker } from 'node:worker_threads';
import type { Logger } from '../../core/logger';
import { errorForLog } from '../../core/logger';
import { refuseRootStatement } from '../transaction-scope';
import { PendingAnswers, type WorkerAnswer } from './answers';
import { ChannelListeners } from './listeners';
import { type QueryOptions, type RemoteResult, ReplyParsers, readReply } from './replies';

export type { RemoteResult } from './replies';

/** The part of PGlite's interface Drizzle's driver uses (query and transaction). */
export interface RemoteQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResult>;
}

export class EmbeddedDatabaseStopped extends Error {}

export interface RemoteSettings {
  /** Server settings given at start (`-c name=value`), after PGlite's own. */
  startParams?: string[];
  /** Run once when the worker has opened the directory, before any query (SET ...). */
  sessionSql?: string;
}

/** How the worker is looked after; the defaults are for production, tests shorten the waits. */
export interface WorkerSupervision {
  /** Where the worker's deaths, restarts and recovery are told (read at each use: it may change). */
  log?: () => Logger;
  /** Called once when restarting has failed too often: every query fails from then on. */
  onGaveUp?: (error: Error) => void;
  /** The first restart waits this long, each further one twice as long. */
  restartDelayMs?: number;
  /** A worker that has run this long is healthy: the count of restarts starts again. */
  healthyAfterMs?: number;
}

// Restarts in a row (no healthy minute between them) before the next death gives up: after 0.5,
// 1, 2, 4 and 8 s.
const MAX_RESTARTS = 5;
// How long a query waits for a restarting worker before it is answered 503.
const RESTART_WAIT_MS = 5_000;

/**
 * PGlite in a worker thread, seen from the HTTP thread. PGlite has one session, so a transaction's
 * statements are tagged with its number and the worker runs nothing else while it is open (see
 * pglite-worker.ts); plain queries carry no tag. If the worker dies, what was in flight fails, a
 * transaction begun on it cannot go on, and a new worker opens the same directory after a pause
 * that doubles with each death in a row; after MAX_RESTARTS in a row it gives up (onGaveUp).
 */
export class PGliteRemote implements RemoteQueryable {
  private worker!: Worker;
  private ready!: Promise<void>;
  private isReady = false;
  private generation = 0;
  /** Deaths since the worker last ran for healthyAfterMs. */
  private restarts = 0;
  private healthyTimer: NodeJS.Timeout | undefined;
  /** Set while a dead worker waits to be started again: starts it at once (or, closing, not at all). */
  private resumeRestart: (() => void) | undefined;
  private nextTransaction = 1;
  private readonly answers = new PendingAnswers();
  private readonly listeners = new ChannelListeners();
  /** PGlite's parsers plus the database's array types; per set of raw types (Drizzle's), built once. */
  private readonly replies = new ReplyParsers();
  private closing = false;
  private stopped: Error | undefined;

  private constructor(
    private readonly dir: string,
    private readonly settings: RemoteSettings,
    private readonly supervision: WorkerSupervision,
  ) {}

  static async open(
    dir: string,
    settings: RemoteSettings = {},
    supervision: WorkerSupervision = {},
    onStarted: () => void = () => {},
  ): Promise<PGliteRemote> {
    const remote = new PGliteRemote(dir, settings, supervision);
    remote.start();
    onStarted();
    try {
      await remote.ready;
    } catch (error) {
      remote.closing = true;
      await remote.worker.terminate();
      throw error;
    }
    return remote;
  }

  private get log(): Logger {
    return this.supervision.log?.() ?? { info: console.log, warn: console.error, error: console.error };
  }

  private start(): void {
    const generation = ++this.generation;
    this.isReady = false;
    // dist/main.js runs dist/pglite-worker.js; the TypeScript sources run the .ts next to this file.
    const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    const worker = new Worker(new URL(`./pglite-worker${extension}`, import.meta.url), {
      workerData: { dir: this.dir, ...this.settings },
      // The worker's JavaScript makes little garbage once open (replies leave as bytes), but
      // opening PGlite grew its young generation to the process's size.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on(
        'message',
        (message: {
          type?: string;
          arrayTypes?: Array<[number, number]>;
          id?: number;
          ok?: boolean;
          reply?: Uint8Array;
          error?: object;
        }) => {
          if (message.type === 'ready') {
            this.replies.learnArrayTypes(message.arrayTypes ?? []);
            this.isReady = true;
            worker.unref();
            this.healthyTimer = setTimeout(() => {
              this.restarts = 0;
            }, this.supervision.healthyAfterMs ?? 60_000).unref();
            resolve();
          } else if (message.id !== undefined) {
            this.answers.settle(message as WorkerAnswer);
            if (this.answers.size === 0 && !this.closing) worker.unref();
          }
        },
      );
      let failure: Error | undefined;
      worker.on('error', (error) => {
        failure = error;
      });
      worker.on('exit', (code) => {
        if (generation !== this.generation) return;
        this.isReady = false;
        clearTimeout(this.healthyTimer);
        const error = new EmbeddedDatabaseStopped(`The embedded database stopped (worker exit code ${code})`, {
          cause: failure,
        });
        reject(error);
        this.answers.failAll(error);
        if (this.closing) return;
        this.restartAfter(error, code);
      });
    });
    // A restarted worker that fails to open is handled by its exit; nobody need await `ready` then.
    this.ready.catch(() => {});
  }

  /** After an unexpected exit: start again after a pause, or give up after too many in a row. */
  private restartAfter(error: EmbeddedDatabaseStopped, code: number): void {
    if (this.restarts >= MAX_RESTARTS) {
      this.stopped = error;
      this.log.error(
        { err: errorForLog(error), exitCode: code, restarts: this.restarts },
        'embedded database worker keeps dying: giving up',
      );
      this.supervision.onGaveUp?.(error);
      return;
    }
    const delayMs = (this.supervision.restartDelayMs ?? 500) * 2 ** this.restarts;
    this.restarts += 1;
    this.log.error(
      { err: errorForLog(error), exitCode: code, restart: this.restarts, restartInMs: delayMs },
      'embedded database worker died; starting it again',
    );
    // Queries meanwhile wait for the new worker (at most RESTART_WAIT_MS, then 503).
    const timer = setTimeout(() => this.resumeRestart?.(), delayMs);
    this.ready = new Promise<void>((resolve) => {
      this.resumeRestart = () => {
        clearTimeout(timer);
        this.resumeRestart = undefined;
        resolve();
      };
    }).then(() => {
      if (this.closing) throw new EmbeddedDatabaseStopped('The embedded database is closed');
      this.start();
      return this.ready;
    });
    this.ready.then(
      () => {
        this.log.info({ restart: this.restarts }, 'embedded database worker started again');
        this.listeners.relisten((sql) => this.query(sql));
      },
      () => {},
    );
  }

  /** `generation`: the worker a transaction began on; its statements must not reach another. */
  private async send(request: object, generation?: number): Promise<unknown> {
    if (this.stopped) throw this.stopped;
    // Once closing, only an open transaction's statements (it must end for the close to run) go on.
    const { type, tx } = request as { type?: string; tx?: number };
    if (this.closing && type !== 'close' && !tx) throw new EmbeddedDatabaseStopped('The embedded database is closed');
    if (!this.isReady) await this.readyWithin(RESTART_WAIT_MS);
    // A transaction begun on a worker that has since died must not go on in the new one.
    if (generation !== undefined && generation !== this.generation)
      throw new EmbeddedDatabaseStopped('The embedded database restarted during a transaction');
    const immediate = (request as { priority?: boolean }).priority === true || Boolean(tx);
    const { id, answer } = this.answers.add(immediate);
    // Referenced only while a request is out, so a forgotten close() does not keep a process alive.
    if (this.answers.size === 1) this.worker.ref();
    this.worker.postMessage({ id, tx: 0, ...request });
    return answer;
  }

  /** The worker being (re)started, or a 503-answered error if it is not back in time. */
  private async readyWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EmbeddedDatabaseStopped('The embedded database is restarting')), ms);
    });
    try {
      await Promise.race([this.ready, late]);
    } finally {
      clearTimeout(timer);
    }
    if (this.stopped) throw this.stopped;
  }

  private async queryIn(
    transaction: object,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    generation?: number,
  ): Promise<RemoteResult> {
    const reply = (await this.send({ ...transaction, type: 'query', sql, params }, generation)) as Uint8Array;
    const parsers = this.replies.parsersFor(Object.keys(options.parsers ?? {}).map(Number));
    return readReply(reply, parsers, options.rowMode, this.listeners.notified);
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResult> {
    refuseRootStatement('pglite');
    return this.queryIn({}, sql, params, options);
  }

  /** A trivial query ahead of every query waiting (not of an open transaction). */
  async ping(): Promise<void> {
    await this.queryIn({ priority: true }, 'select 1');
  }

  async transaction<T>(run: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
    const number = this.nextTransaction++;
    // Begun on the worker that is running (or, during a restart, on the one being started).
    if (!this.isReady) await this.readyWithin(RESTART_WAIT_MS);
    const generation = this.generation;
    const tx: RemoteQueryable = {
      query: (sql, params, options) => this.queryIn({ tx: number }, sql, params, options, generation),
    };
    let result: T;
    try {
      await this.queryIn({ tx: number, begin: true }, 'BEGIN', [], {}, generation);
      result = await run(tx);
    } catch (error) {
      await this.queryIn({ tx: number, end: true }, 'ROLLBACK', [], {}, generation).catch(() => {});
      throw error;
    }
    await this.queryIn({ tx: number, end: true }, 'COMMIT', [], {}, generation);
    return result;
  }

  listen(channel: string, listener: () => void): Promise<() => Promise<void>> {
    return this.listeners.add(channel, listener, (sql) => this.query(sql));
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.stopped) return;
    if (this.resumeRestart) {
      this.resumeRestart();
      return;
    }
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.ref();
    await this.send({ type: 'close' }).catch(() => {});
    await exited;
  }
}
