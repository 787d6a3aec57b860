interface Lane<V> {
  /** Settles when the lane's current run does, whatever its outcome. */
  ended: Promise<void>;
  /** The run the callers who came meanwhile share, begun when the current one ends. */
  next?: Promise<V>;
}

/**
 * Shares a costly read among callers asking for the same thing at once. One run per key at a
 * time: a caller that comes while a run is under way waits for the next one (begun when that run
 * ends), together with everyone else who came meanwhile. Each caller's answer is worked out after
 * it asked, so it misses nothing written before it asked; a burst of thirty identical requests
 * costs two runs, not thirty.
 */
export function createSharedRuns<V>() {
  const lanes = new Map<string, Lane<V>>();

  function begin(key: string, run: () => Promise<V>): Promise<V> {
    const result = run();
    const lane: Lane<V> = { ended: result.then(noop, noop) };
    lanes.set(key, lane);
    // Registered before any `next`: the lane is dropped only when nobody waits for another run.
    void lane.ended.then(() => {
      if (!lane.next && lanes.get(key) === lane) lanes.delete(key);
    });
    return result;
  }

  return (key: string, run: () => Promise<V>): Promise<V> => {
    const lane = lanes.get(key);
    if (!lane) return begin(key, run);
    lane.next ??= lane.ended.then(() => begin(key, run));
    return lane.next;
  };
}

function noop(): void {}
