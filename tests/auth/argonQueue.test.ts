// Password hashing cannot be used to slow the server down: tokens are checked before any hash, every
// argon2 use goes through one bounded queue that refuses with 503 + Retry-After past its bound, and
// password procedures are limited per client address. (The attack itself is measured by
// `npm run bench:auth-flood`.) The queue is the process's own, so the test fills it directly.
import { afterEach, describe, expect, it } from "vitest";
import { defaultHashQueueLimits, passwordHashQueue } from "../../server/src/auth/hashQueue.js";
import { PASSWORD_CALLS } from "../../server/src/auth/passwordThrottle.js";
import { ApiClient, demo as accounts, signInAs } from "../helpers/client.js";
import { useServer } from "../helpers/server.js";
import { FormClient } from "./support.js";
import { codeOf } from "../helpers/errors.js";
import { uniqueEmail, uniqueIp } from "../helpers/unique.js";

const demo = useServer();
const held: Array<() => void> = [];

/** Takes every slot of the queue and lets nobody wait: any hash now would be refused. */
async function fillQueue(maxWaiting = 0, maxWaitMs = 5000) {
  passwordHashQueue.limits = { concurrency: 1, maxWaiting, maxWaitMs };
  held.push(await passwordHashQueue.acquire());
}

afterEach(() => {
  while (held.length) held.pop()!();
  passwordHashQueue.limits = defaultHashQueueLimits();
});

function clientAt(ip = uniqueIp()) {
  const client = new ApiClient(demo.server.url);
  client.forwardedFor = ip;
  return client;
}

/** One tRPC batch of `count` auth.setPassword calls, as raw HTTP. */
function setPasswordBatch(client: ApiClient, count: number) {
  const call = { token: "made-up-token", email: uniqueEmail("flood"), password: "a-long-enough-password" };
  const input = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, call]));
  return client.fetch(`/api/trpc/${Array(count).fill("auth.setPassword").join(",")}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
}

describe("password hashing under attack", () => {
  it("checks set-password and invitation tokens before hashing anything", async () => {
    await fillQueue();
    const client = clientAt();
    // With no hash slot to be had, a made-up token is still answered at once as invalid.
    expect(await codeOf(client.trpc.auth.setPassword.mutate({ token: "made-up", email: uniqueEmail("x"), password: "a-long-enough-password" }))).toBe(
      "BAD_REQUEST",
    );
    expect(await codeOf(client.trpc.invitation.accept.mutate({ token: "made-up", password: "a-long-enough-password" }))).toBe("BAD_REQUEST");
  });

  it("refuses sign-in and password changes with 503 and Retry-After when the queue is full, and serves them once it frees", async () => {
    const owner = await signInAs(demo.server.url, "owner");
    await fillQueue();
    const signInRefused = await new FormClient(demo.server.url).credentials(accounts.owner.email, accounts.owner.password);
    expect(signInRefused.status).toBe(503);
    expect(signInRefused.response.headers.get("retry-after")).toBe("2");
    expect(JSON.parse(signInRefused.text)).toMatchObject({ url: `${demo.server.url}/auth/signin?error=ServerBusy` });

    const change = await owner.fetch("/api/trpc/auth.changePassword", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: "not-the-password", newPassword: "another-password-1" }),
    });
    expect(change.status).toBe(503);
    expect(change.headers.get("retry-after")).toBe("2");
    expect((await change.json()).error.data.code).toBe("SERVICE_UNAVAILABLE");

    // A short wait is allowed: a sign-in queued behind the held slot goes through when it is released.
    passwordHashQueue.limits = { concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000 };
    const queued = new FormClient(demo.server.url).credentials(accounts.owner.email, accounts.owner.password);
    while (passwordHashQueue.waitingCount === 0) await new Promise((resolve) => setImmediate(resolve));
    held.pop()!();
    const { status, text } = await queued;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ url: `${demo.server.url}/admin` });
  });

  it("gives up waiting after the short wait, with 503", async () => {
    await fillQueue(1, 50);
    const refused = await new FormClient(demo.server.url).credentials(accounts.owner.email, accounts.owner.password);
    expect(refused.status).toBe(503);
  });

  it("limits password procedures per client address, with 429 and Retry-After", async () => {
    const attacker = clientAt();
    const first = await setPasswordBatch(attacker, 20);
    expect(first.status).toBe(400);
    const second = await setPasswordBatch(attacker, PASSWORD_CALLS.limit - 20);
    expect(second.status).toBe(400);
    // The limit used up, a request is refused whole, before any procedure runs, and says when to come back.
    const refused = await setPasswordBatch(attacker, 2);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as Array<{ error: { data: { code: string } } }>).map((a) => a.error.data.code)).toEqual([
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
    ]);
    expect(await codeOf(attacker.trpc.auth.setPassword.mutate({ token: "made-up", email: uniqueEmail("z"), password: "a-long-enough-password" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
    // Another client address is not affected.
    expect(await codeOf(clientAt().trpc.auth.setPassword.mutate({ token: "made-up", email: uniqueEmail("y"), password: "a-long-enough-password" }))).toBe(
      "BAD_REQUEST",
    );
  });
});
