interface Flight<V> {
  /** Settles when the key's current run does, whatever its outcome. */
  ended: Promise<void>;
  /** The run the callers who came meanwhile share, begun when the current one ends. */
  next?: Promise<V>;
}

/**
 * Request coalescing (single-flight) for a costly read: one run per key at a time. Unlike the
 * classic single-flight, a caller that comes while a run is under way does not take that run's
 * answer, which may predate what it wrote: it waits for the next run (begun when that one ends),
 * together with everyone else who came meanwhile. So each answer is worked out after its caller
 * asked, and a burst of identical requests costs two runs.
 */
export function createSingleFlight<V>() {
  const flights = new Map<string, Flight<V>>();

  function begin(key: string, run: () => Promise<V>): Promise<V> {
    const result = run();
    const flight: Flight<V> = { ended: result.then(noop, noop) };
    flights.set(key, flight);
    // Registered before any `next`: the key is dropped only when nobody waits for another run.
    void flight.ended.then(() => {
      if (!flight.next && flights.get(key) === flight) flights.delete(key);
    });
    return result;
  }

  return (key: string, run: () => Promise<V>): Promise<V> => {
    const flight = flights.get(key);
    if (!flight) return begin(key, run);
    flight.next ??= flight.ended.then(() => begin(key, run));
    return flight.next;
  };
}

function noop(): void {}
