// Answers kept for a while per key, with a size cap. The promise is stored, so concurrent checks of
// one domain share one upstream call; a failed check is dropped at once (errors are not cached).

export interface ResultCache<T> {
  /** The kept answer for `key`, or the one `load` gives (kept for `ttlMs` once it succeeds). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
}

interface Entry<T> {
  value: Promise<T>;
  /** Infinity while the answer is pending. */
  expires: number;
}

export function createResultCache<T>({ ttlMs, maxEntries, now }: { ttlMs: number; maxEntries: number; now: () => number }): ResultCache<T> {
  const entries = new Map<string, Entry<T>>();

  const evict = () => {
    if (entries.size <= maxEntries) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.expires <= t) entries.delete(key);
    // Then the oldest first (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      let value: Promise<T>;
      try {
        value = load();
      } catch (error) {
        return Promise.reject(error);
      }
      const entry: Entry<T> = { value, expires: Infinity };
      entries.set(key, entry);
      evict();
      value.then(
        () => {
          entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
