import { parse, types } from '@electric-sql/pglite';
import type { BackendMessage, DatabaseError, NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

// The embedded database's replies, as the worker hands them over: read into rows with PGlite's
// parsers (pglite-remote.ts sends the statements).

/** What Drizzle's PGlite driver reads from a query's answer. */
export interface RemoteResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Parsers = Record<number, types.Parser>;
const keepText = (value: string) => value;

/**
 * Reads PostgreSQL's reply to one statement, as the worker handed it over: its rows (typed by
 * PGlite's parsers), or its error, with the fields PostgreSQL gave (code, constraint, detail…).
 * A NOTIFY delivered with it (a transaction that notified has just committed) is passed on first.
 * node-postgres's protocol parser reads the messages: PGlite's own copies every value twice.
 */
export function readReply(
  reply: Uint8Array,
  parsers: Parsers,
  rowMode: QueryOptions['rowMode'],
  notified: (channel: string) => void,
): RemoteResult {
  const received: BackendMessage[] = [];
  let error: DatabaseError | undefined;
  new Parser().parse(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength), (message) => {
    if (message.name === 'error') error ??= message as DatabaseError;
    else if (message.name === 'notification') notified((message as NotificationResponseMessage).channel);
    else received.push(message);
  });
  if (error) throw error;
  const [result] = parse.parseResults(received as Parameters<typeof parse.parseResults>[0], parsers, { rowMode });
  return { rows: result?.rows ?? [], fields: result?.fields ?? [], affectedRows: result?.affectedRows };
}

/** The parsers a reply's values are read with: PGlite's, the arrays the database has, Drizzle's raw types kept as text. */
export class ReplyParsers {
  private parsers: Parsers = { ...types.parsers };
  private readonly parsersByRawTypes = new Map<string, Parsers>();

  /** The array types the worker read from pg_type at start: each parsed by its element's parser. */
  learnArrayTypes(arrayTypes: Array<[number, number]>): void {
    const parsers: Parsers = { ...types.parsers };
    for (const [arrayType, elementType] of arrayTypes) {
      parsers[arrayType] = (value) => types.arrayParser(value, parsers[elementType] as types.Parser, arrayType);
    }
    this.parsers = parsers;
    this.parsersByRawTypes.clear();
  }

  /** The parsers with Drizzle's raw types (handed over as text) in place of PGlite's. */
  parsersFor(rawTypes: number[]): Parsers {
    const key = rawTypes.join(',');
    let parsers = this.parsersByRawTypes.get(key);
    if (!parsers) {
      parsers = { ...this.parsers, ...Object.fromEntries(rawTypes.map((oid) => [oid, keepText])) };
      this.parsersByRawTypes.set(key, parsers);
    }
    return parsers;
  }
}
