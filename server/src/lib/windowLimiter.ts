// A fixed-window counter per key (a client address), in memory: cheap enough to run before any work,
// bounded in size. Per process; several processes each allow the limit.
export type WindowLimiter = {
  /**
   * Counts `uses` (1) for `key`: 0 when allowed, else the seconds until the window ends. Refused uses are
   * not counted, so a client over the limit does not push its own window further.
   */
  take(key: string, uses?: number): number;
  /** Without counting: 0 while `key` may still use it, else the seconds until the window ends. */
  exhausted(key: string): number;
};

export function createWindowLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): WindowLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    exhausted(key) {
      const now = Date.now();
      const window = windows.get(key);
      return window && window.resetAt > now && window.count >= limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
    take(key, uses = 1) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) windows.clear();
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      if (window.count + uses > limit) return Math.ceil((window.resetAt - now) / 1000);
      window.count += uses;
      return 0;
    },
  };
}
