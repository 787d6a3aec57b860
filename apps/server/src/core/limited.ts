/**
 * Runs `work` on every item, at most `limit` at a time (a thousand small file copies one by one
 * wait on the thread pool a thousand times); rejects with the first failure.
 */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
