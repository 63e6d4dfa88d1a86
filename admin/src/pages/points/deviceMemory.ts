// What the counter remembers on this device (localStorage). Storage can be blocked (private mode, a
// policy), full or hold something unreadable: then nothing is remembered and the counter works as on a
// first visit.

export function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function recallJson<T>(key: string): T | undefined {
  const stored = recall(key);
  try {
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`, or forgets the key when there is no value. */
export function remember(key: string, value: string | undefined): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // not remembered
  }
}
