// What every shop request reads before its own work — the session behind the cookie and the user's shop
// membership — kept in memory for a few seconds. A revocation (sign-out, sign-out everywhere, a password
// change, a deleted account, a disabled employee, changed shop settings) is a database change whose
// notification (authChanges.ts) drops the entries it concerns in every process at once. Nothing is kept
// while the notifications are not known to arrive.
import type { AuthChanges } from "./authChanges.js";

/** A backstop only: changes drop entries as they happen. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 5000;

type Entry<Value> = { value: Value; tags: string[]; expiresAt: number };

export type TaggedCache<Value> = {
  /** The value under `key`, read by `load` when not kept; kept with `tags` ('user:<id>', 'company:<id>'). */
  remember(key: string, load: () => Promise<Value>, tags: (value: Value) => string[]): Promise<Value>;
};

export function createTaggedCache<Value>(changes: AuthChanges): TaggedCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  // Bumped by every change: a value read while a change arrived may predate it, so it is not kept.
  let generation = 0;
  changes.onChange((tag) => {
    generation++;
    if (tag === null) return entries.clear();
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  });
  return {
    async remember(key, load, tags) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now() && changes.live) return entry.value;
      const before = generation;
      const value = await load();
      if (changes.live && generation === before) {
        if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, tags: tags(value), expiresAt: Date.now() + TTL_MS });
      }
      return value;
    },
  };
}
