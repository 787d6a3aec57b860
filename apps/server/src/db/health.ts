import type { Database } from './client';

/** True when the database answers a trivial query. */
export async function databaseAnswers(ping: Database['ping']): Promise<boolean> {
  try {
    await ping();
    return true;
  } catch {
    return false;
  }
}
