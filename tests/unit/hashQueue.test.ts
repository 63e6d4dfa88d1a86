// The hash queue's trusted lane: sign-ins from a browser that signed in before (deviceCookie.ts) have one
// slot and a waiting line of their own, served first when any slot frees, which other clients cannot fill.
import { describe, expect, it } from "vitest";
import { HashQueue, TRUSTED_LANE_SLOTS } from "../../server/src/auth/hashQueue.js";
import { RetryLaterError } from "../../server/src/lib/retryLater.js";

describe("hash queue, trusted lane", () => {
  it("gives trusted requests their own slot and line, served before the others' when a slot frees", async () => {
    expect(TRUSTED_LANE_SLOTS).toBe(1);
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5000 });
    const general = await queue.acquire();
    // Everybody else: one waits, the next is refused at once.
    const order: string[] = [];
    const waitingOther = queue.acquire().then((release) => {
      order.push("other");
      return release;
    });
    await expect(queue.acquire()).rejects.toBeInstanceOf(RetryLaterError);
    // A trusted request takes the lane's slot at once; the next waits in the lane's own line.
    const lane = await queue.acquire({ trusted: true });
    const waitingTrusted = queue.acquire({ trusted: true }).then((release) => {
      order.push("trusted");
      return release;
    });
    await expect(queue.acquire({ trusted: true })).rejects.toBeInstanceOf(RetryLaterError);

    // The general slot frees: the trusted line goes first, then the other line.
    general();
    (await waitingTrusted)();
    (await waitingOther)();
    expect(order).toEqual(["trusted", "other"]);
    // The lane's slot, freed, stays the lane's: with the general slot taken, a trusted request still gets it.
    lane();
    const again = await queue.acquire();
    await expect(
      queue.acquire({ trusted: true }).then((release) => {
        release();
        return "lane slot";
      }),
    ).resolves.toBe("lane slot");
    again();
  });
});
