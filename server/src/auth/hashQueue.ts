// The one queue every argon2 use goes through: a fixed number of hashes at once, a few more waiting a
// short time, the rest refused at once with 503 and Retry-After. A flood of password requests then costs
// at most `concurrency` cores, and other requests of every shop keep their speed. Sign-ins from a browser
// that signed in to the account before (deviceCookie.ts) have a lane of their own besides: one more slot
// and a waiting line served first, which a flood from other clients cannot fill.
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { RetryLaterError } from "../lib/retryLater.js";

export type HashQueueLimits = { concurrency: number; maxWaiting: number; maxWaitMs: number };

const HASH_BUSY_MESSAGE = "Ο διακομιστής είναι απασχολημένος με συνδέσεις. Δοκιμάστε ξανά σε λίγα δευτερόλεπτα.";
const HASH_RETRY_AFTER_SECONDS = 2;

const busy = () => new RetryLaterError(HASH_BUSY_MESSAGE, "SERVICE_UNAVAILABLE", HASH_RETRY_AFTER_SECONDS);

/** Half the cores (at least one) hash at once; each may have 8 waiting, at most 2 seconds. */
export function defaultHashQueueLimits(concurrency = Math.max(1, Math.floor(availableParallelism() / 2))): HashQueueLimits {
  return { concurrency, maxWaiting: concurrency * 8, maxWaitMs: 2000 };
}

/** Hashes the trusted lane adds to `concurrency`. */
export const TRUSTED_LANE_SLOTS = 1;

type Lane = { running: number; readonly waiting: Array<{ grant(release: () => void): void }> };

export class HashQueue {
  private readonly open: Lane = { running: 0, waiting: [] };
  private readonly trusted: Lane = { running: 0, waiting: [] };
  /**
   * Tokens of slots a request already holds (a sign-in reserves one before Auth.js runs), passed to its
   * hashing by a request header. Not an AsyncLocalStorage: on Node 20 one use of it turns on promise
   * hooks for every later promise of the process, a cost on every request.
   */
  private readonly held = new Set<string>();

  constructor(public limits: HashQueueLimits) {}

  /** Requests waiting for a slot now (for tests and logs). */
  get waitingCount(): number {
    return this.open.waiting.length + this.trusted.waiting.length;
  }

  /**
   * Takes a slot, waiting at most maxWaitMs; throws a RetryLaterError (503) when full. Returns the release.
   * `trusted`: a free general slot, else the trusted lane's, else a place in the trusted lane's line.
   */
  acquire(options: { trusted?: boolean } = {}): Promise<() => void> {
    if (this.open.running < this.limits.concurrency) return Promise.resolve(this.take(this.open));
    const lane = options.trusted ? this.trusted : this.open;
    if (lane === this.trusted && this.trusted.running < TRUSTED_LANE_SLOTS) return Promise.resolve(this.take(this.trusted));
    if (lane.waiting.length >= this.limits.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        lane.waiting.splice(lane.waiting.indexOf(entry), 1);
        reject(busy());
      }, this.limits.maxWaitMs);
      lane.waiting.push(entry);
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

  private take(lane: Lane): () => void {
    lane.running++;
    return this.releaser(lane);
  }

  /** A freed slot goes to the trusted line first (a general slot may serve either line), else it is free. */
  private releaser(lane: Lane): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      lane.running--;
      const next = this.trusted.waiting.shift() ?? (lane === this.open ? this.open.waiting.shift() : undefined);
      next?.grant(this.take(lane));
    };
  }
}

/** The process's queue; server.ts sets its limits from the environment at start. */
export const passwordHashQueue = new HashQueue(defaultHashQueueLimits());
