// Waiting for work the server does in the background (jobs, mail), by the state it leaves.

/** Polls until `check` returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting for background work");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
