import { parseArgs } from 'node:util';
import { serverPath } from '../../src/paths';

// The bench's settings, from its command line (scripts/bench.ts lists the options), and the
// shapes of its figures.

export const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    parcels: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '32' },
    out: { type: 'string' },
    compare: { type: 'string' },
    /** Only the endpoints whose names contain one of these comma-separated words (login included). */
    only: { type: 'string' },
    /** Keep the seeded database (its DATA_DIR / DATABASE_URL is printed) to look into a result. */
    keep: { type: 'boolean', default: false },
    /** Embedded database: a backup taken while the admin list is driven and writes go on (see backupUnderLoad). */
    backup: { type: 'boolean', default: false },
    /**
     * PostgreSQL: a database an earlier run kept (`--keep`), served as it is: no seeding, nothing
     * dropped (its migrations are applied first). For iterations on a large volume.
     */
    reuse: { type: 'string' },
    /** PostgreSQL: the server started with WORKERS=N (N processes on one port). */
    workers: { type: 'string', default: '1' },
  },
});

export const SMOKE = args.smoke;
export const PARCELS = Number(args.parcels ?? (SMOKE ? 10_000 : 200_000));
// Issue 45's volume, scaled with the parcels: at 1,000,000 parcels, 50,000 customers, 5,000,000
// history rows (five a parcel), 2,000 broadcasts, 200,000 announcements, 100,000 invoices (each
// with its ledger entry).
const scale = (atMillion: number) => Math.max(10, Math.round((atMillion * PARCELS) / 1_000_000));
export const VOLUME = {
  customers: scale(50_000),
  parcels: PARCELS,
  history: scale(5_000_000),
  expected: scale(100_000),
  shops: Math.max(100, scale(2_500)),
  broadcasts: scale(2_000),
  notifications: scale(500_000),
  announcements: scale(200_000),
  invoices: scale(100_000),
};
export const DURATION = Number(args.duration ?? (SMOKE ? 1 : 10));
export const CONNECTIONS = Number(args.connections);
export const WORKERS = Number(args.workers);
export const PASSWORD = 'Bench-password-1';
export const serverUrl = args.reuse ?? process.env.DATABASE_URL;
export const KIND = serverUrl ? 'postgres' : 'pglite';
export const root = serverPath('..', '..');

export const picked = (name: string) => !args.only || args.only.split(',').some((word) => name.includes(word.trim()));
export const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

export interface Row {
  name: string;
  path: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
  cpuPercent: number;
  /** The server's CPU time per answered request: steadier than req/s on a machine shared with others. */
  cpuMsPerRequest: number;
}

export interface Report {
  date: string;
  database: 'postgres' | 'pglite';
  volume: typeof VOLUME;
  durationSeconds: number;
  seedSeconds: number;
  /** The first start after seeding: it does the first start's work (country flags drawn and stored). */
  firstStartMs?: number;
  /** A start on a database that has been served before: what the 2-second target is about. */
  coldStartMs: number;
  rows: Row[];
  login: Row | undefined;
  /** /api/health/ at 4 connections while the heaviest list runs at 32. */
  healthUnderLoad: (Row & { alongside: string }) | undefined;
  peakRssMb: number;
  /** With --backup: the admin list and a stream of writes without and during `npm run backup`. */
  backup?: BackupFigures;
}

export interface BackupFigures {
  seconds: number;
  sizeMb: number;
  /** The server's own figure: the two statements that held the database. */
  pauseMs: number;
  list: { before: Row; during: Row };
  /** One write after another (a parcel's comment changed): the longest and the 99th percentile wait. */
  writes: { before: { maxMs: number; p99Ms: number }; during: { maxMs: number; p99Ms: number } };
}
