import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../../core/logger';

// `npm run backup` beside a running server: the embedded database lives in the server's process
// (DATA_DIR is locked), so the command asks that process over a Unix socket in DATA_DIR. Mode 0600
// in a 0700 folder: only who can already read DATA_DIR, every passport in it, can reach it.
// One JSON line each way: {"command":"backup","out":"/absolute/file"} -> {"ok":true,...} or {"ok":false,"error"},
// {"command":"export-key"} -> {"ok":true,"key":"..."} (the backup key, for `npm run backup -- --export-key`).

export const CONTROL_SOCKET = 'backup.sock';
const MAX_REQUEST = 8192;

/** A finished backup, as the server reports it and `npm run backup` prints it. */
export interface BackupOutcome {
  file: string;
  sizeBytes: number;
  durationMs: number;
  pauseMs: number;
  files: number;
  /** Keys the database names whose bytes storage did not have. */
  missingFiles: string[];
  /** Names the key that signed it (signature.ts). */
  keyId: string;
}

type Failure = { ok: false; error: string };
type Answer = ({ ok: true } & BackupOutcome) | Failure;
type KeyAnswer = { ok: true; key: string } | Failure;

export interface BackupCommands {
  backup: (out: string, signal: AbortSignal) => Promise<BackupOutcome>;
  /** The backup key as a key file holds it. */
  exportKey: () => Promise<string>;
}

export async function listenForBackupCommands(
  dataDir: string,
  commands: BackupCommands,
  logger: Logger,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  // Left by a process that died: this one holds DATA_DIR's lock, so no other listens there.
  await rm(socketPath, { force: true });
  const connections = new Map<net.Socket, AbortController>();
  const server = net.createServer((socket) => {
    const aborter = new AbortController();
    connections.set(socket, aborter);
    // The operator pressed Ctrl-C: the backup stops and leaves nothing behind.
    socket.on('close', () => {
      connections.delete(socket);
      aborter.abort();
    });
    socket.on('error', () => undefined);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0 && received.length < MAX_REQUEST) return;
      socket.removeAllListeners('data');
      void answer(received.slice(0, end < 0 ? MAX_REQUEST : end), aborter.signal).then((reply) => {
        if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });
  const answer = async (line: string, signal: AbortSignal): Promise<Answer | KeyAnswer> => {
    try {
      const request = JSON.parse(line) as { command?: unknown; out?: unknown };
      if (request.command === 'export-key') return { ok: true, key: await commands.exportKey() };
      if (request.command !== 'backup' || typeof request.out !== 'string' || !path.isAbsolute(request.out)) {
        return { ok: false, error: 'expected {"command":"backup","out":"/absolute/path"} or {"command":"export-key"}' };
      }
      return { ok: true, ...(await commands.backup(request.out, signal)) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch (error) {
    // A DATA_DIR path too long for a socket name (about 100 bytes): the server still serves.
    logger.warn({ err: error, socket: socketPath }, 'backup control socket not opened: npm run backup needs the server stopped');
    return async () => {};
  }
  await chmod(socketPath, 0o600);
  return async () => {
    for (const [socket, aborter] of connections) {
      aborter.abort();
      socket.destroy();
    }
    await new Promise((resolve) => server.close(resolve));
  };
}

/**
 * Asks the server running on `dataDir` for a backup into `out`; answers null when none listens
 * (no socket, or a socket left by a process that died).
 */
export function askServerForBackup(dataDir: string, out: string): Promise<Answer | null> {
  return ask<Answer>(dataDir, { command: 'backup', out });
}

/** Asks the server running on `dataDir` for its backup key; null when none listens. */
export function askServerForBackupKey(dataDir: string): Promise<KeyAnswer | null> {
  return ask<KeyAnswer>(dataDir, { command: 'export-key' });
}

async function ask<A>(dataDir: string, request: object): Promise<A | null> {
  const socket = net.connect(path.join(dataDir, CONTROL_SOCKET));
  return new Promise((resolve, reject) => {
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.on('close', () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(received) as A);
      } catch {
        reject(new Error('the server closed the control socket without an answer (did it stop?)'));
      }
    });
  });
}
