import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Language } from '@kerben/domain';
import type { Logger } from '../core/logger';

export interface CustomerAreaRequest {
  url: string;
  language: Language;
  answers: Record<string, unknown>;
  staff: boolean;
}

type Answer = { id: number; result?: { html: string; state: string }; error?: string } | { ready: true; urls: string[] };

/**
 * The process that draws customers' /user pages (render-worker.ts), started with the first page
 * and started again after it exits, or when a page has waited `stuckAfterMs` for it. A page it has
 * not drawn within `timeoutMs` is answered undefined: the caller sends the empty shell, and the
 * browser draws the page.
 */
export function createRenderProcess(options: {
  rendererFile: string;
  timeoutMs: number;
  stuckAfterMs: number;
  log: () => Logger;
}) {
  let child: ChildProcess | undefined;
  let addresses: string[] | undefined;
  let nextId = 1;
  const waiting = new Map<number, (result: { html: string; state: string } | undefined) => void>();

  function start(): void {
    // dist/main.js runs dist/render-worker.js; the TypeScript sources run the .ts next to this file.
    const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    const worker = fork(fileURLToPath(new URL(`./render-worker${extension}`, import.meta.url)), [options.rendererFile], {
      // Not the server's own flags; a small young generation, as its garbage is one page's at a time.
      execArgv: ['--max-semi-space-size=4'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = worker;
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        addresses = answer.urls;
        return;
      }
      if (answer.error) options.log().warn({ err: answer.error }, '/user could not be drawn on the server');
      waiting.get(answer.id)?.(answer.result);
      waiting.delete(answer.id);
    });
    worker.once('exit', (code, signal) => {
      if (child === worker) {
        child = undefined;
        addresses = undefined;
        options.log().warn({ code, signal }, 'the /user renderer exited: it starts again with the next page');
      }
      for (const settle of waiting.values()) settle(undefined);
      waiting.clear();
    });
  }

  return {
    /** How many pages are being drawn or wait for the renderer (late ones included). */
    get waiting(): number {
      return waiting.size;
    },

    /**
     * The addresses of the first view's answers, from the renderer (the web app's own queries);
     * undefined while it starts (the first page after a start is the empty shell: nobody waits for it).
     */
    addresses(): string[] | undefined {
      if (!child) start();
      return addresses;
    },

    async draw(request: CustomerAreaRequest): Promise<{ html: string; state: string } | undefined> {
      const worker = child;
      if (!worker?.connected) return undefined;
      const id = nextId++;
      const drawn = new Promise<{ html: string; state: string } | undefined>((resolve) => waiting.set(id, resolve));
      worker.send({ id, request });
      const result = await withTimeout(drawn, options.timeoutMs).catch(() => 'late' as const);
      if (result !== 'late') return result;
      // The page is the empty shell; if the renderer has still not answered long after, it is stuck
      // (a slow first page or a busy machine is not) and a new one takes its place.
      setTimeout(() => {
        if (!waiting.has(id) || child !== worker) return;
        options.log().warn({ waitedMs: options.stuckAfterMs }, 'the /user renderer stopped answering: it is replaced');
        worker.kill();
      }, options.stuckAfterMs).unref();
      return undefined;
    },

    /** Ends the renderer with the server (quietly: it is not a failure). */
    stop(): void {
      const worker = child;
      child = undefined;
      addresses = undefined;
      worker?.kill();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
