// The one queue every argon2 use goes through: a fixed number of hashes at once, a few more waiting a
// short time, the rest refused at once with 503 and Retry-After. A flood of password requests then costs
// at most `concurrency` cores, and other requests of every shop keep their speed.
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { RetryLaterError } from "../lib/retryLater.js";

export type HashQueueLimits = { concurrency: number; maxWaiting: number; maxWaitMs: number };

export const HASH_BUSY_MESSAGE = "Ο διακομιστής είναι απασχολημένος με συνδέσεις. Δοκιμάστε ξανά σε λίγα δευτερόλεπτα.";
export const HASH_RETRY_AFTER_SECONDS = 2;

const busy = () => new RetryLaterError(HASH_BUSY_MESSAGE, "SERVICE_UNAVAILABLE", HASH_RETRY_AFTER_SECONDS);

/** Half the cores (at least one) hash at once; each may have 8 waiting, at most 2 seconds. */
export function defaultHashQueueLimits(concurrency = Math.max(1, Math.floor(availableParallelism() / 2))): HashQueueLimits {
  return { concurrency, maxWaiting: concurrency * 8, maxWaitMs: 2000 };
}

export class HashQueue {
  private running = 0;
  private readonly waiting: Array<{ grant(): void }> = [];
  /**
   * Tokens of slots a request already holds (a sign-in reserves one before Auth.js runs), passed to its
   * hashing by a request header. Not an AsyncLocalStorage: on Node 20 one use of it turns on promise
   * hooks for every later promise of the process, a cost on every request.
   */
  private readonly held = new Set<string>();

  constructor(public limits: HashQueueLimits) {}

  /** Requests waiting for a slot now (for tests and logs). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Takes a slot, waiting at most maxWaitMs; throws a RetryLaterError (503) when full. Returns the release. */
  acquire(): Promise<() => void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.releaser());
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(busy());
      }, this.limits.maxWaitMs);
      this.waiting.push(entry);
    });
  }

  /** Runs `task` in a slot, or in the slot whose token `heldSlot` is (holdSlot). */
  async run<T>(task: () => Promise<T>, heldSlot?: string | null): Promise<T> {
    if (heldSlot && this.held.has(heldSlot)) return task();
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  /**
   * Marks a slot taken with acquire() as held by a request; the hashing that request leads to passes the
   * returned token to run() and does not queue again. `release` frees the slot and forgets the token.
   */
  holdSlot(release: () => void): { token: string; release(): void } {
    const token = randomUUID();
    this.held.add(token);
    return {
      token,
      release: () => {
        this.held.delete(token);
        release();
      },
    };
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.running--;
    };
  }
}

/** The process's queue; server.ts sets its limits from the environment at start. */
export const passwordHashQueue = new HashQueue(defaultHashQueueLimits());
