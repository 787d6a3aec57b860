import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite directory each test file copies (opening a new one takes seconds). */
    pgliteTemplateDir: string;
    /** With TEST_DATABASE_URL: a migrated PostgreSQL database each test file clones. */
    postgresTemplate: string;
  }
}

/** Migrates once into a template; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `kerben_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      // Clones made by test files are dropped by the files themselves; the template goes last.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'kerben-template-'));
  const dir = path.join(root, 'pglite');
  const database = await openDatabase({ pgliteDir: dir });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', '');
  return () => rm(root, { recursive: true, force: true });
}
