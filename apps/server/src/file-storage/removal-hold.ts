import type { Logger } from '../core/logger';
import type { FileStorage } from './storage';

export interface HeldRemovals {
  /** The storage every service uses: its removals wait while a hold is on. */
  storage: FileStorage;
  /**
   * Holds removals until the answer is called (then they run): a backup copying the files its
   * database snapshot names must still find them, even those deleted since that snapshot.
   */
  hold(): () => Promise<void>;
}

/** Wraps a storage so that removals can be held back; puts and reads are never held. */
export function withHeldRemovals(inner: FileStorage, logger: Logger): HeldRemovals {
  let holds = 0;
  let waiting: string[] = [];
  const storage: FileStorage = {
    ...inner,
    // The caller (a unit of work after its commit) does not wait for the backup: the key is noted.
    async remove(key) {
      if (holds > 0) waiting.push(key);
      else await inner.remove(key);
    },
  };
  return {
    storage,
    hold() {
      holds++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        if (--holds > 0) return;
        const keys = waiting;
        waiting = [];
        const outcomes = await Promise.allSettled(keys.map((key) => inner.remove(key)));
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') logger.warn({ err: outcome.reason }, 'held file removal failed');
        }
      };
    },
  };
}
