// Each process keeps sessions and shop memberships in memory (server/src/auth/authCache.ts); a change
// made through one process — sign-out, sign-out everywhere, a disabled employee, a shop setting — is
// seen by the other as soon as the database's notification, sent at commit, reaches it: milliseconds.
// PostgreSQL does not wait for listeners before it answers the COMMIT, so a request sent to B the
// instant A answered can, on a loaded machine, arrive first; the tests allow B SOON_MS, far below the
// cache's 30-s backstop, so a lost notification still fails them. (A change is seen by the process
// that made it before its own request goes on: tests/auth/sessions.test.ts.)
//
// Needs PostgreSQL (TEST_DATABASE_URL): the embedded database serves one process by design.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { newEmployee } from "../auth/support.js";
import { codeOf } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { ApiClient, signIn } from "../helpers/client.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/database.js";
import { type ServerProcess, startTwoProcesses } from "./processes.js";

const COOKIE = "authjs.session-token";
/** How long B may take to hear a change made on A (the notification's delivery). */
const SOON_MS = 2000;
const soon = { timeout: SOON_MS, interval: 10 };
let database: ScratchDatabase;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;
let shop: Awaited<ReturnType<typeof createShop>>;

/** The same signed-in person, as seen by process B (the cookie works on every process). */
function onB(client: ApiClient) {
  const copy = new ApiClient(b.url);
  copy.jar.set(COOKIE, client.jar.get(COOKIE)!);
  return copy;
}

describe.runIf(process.env.TEST_DATABASE_URL)("session cache across two processes", () => {
  beforeAll(async () => {
    database = await scratchDatabase("postgresql");
    await migrate(database.url);
    db = createDb(database.url, 2);
    shop = await createShop(db);
    const env = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "3", AUTH_SECRET: "session-cache-secret-session-cache-secret", LOG_LEVEL: "info" };
    [a, b] = await startTwoProcesses(env);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.$disconnect();
    await database?.drop();
  });

  it("answers a known session from memory: a Session row removed without its notification is still accepted", async () => {
    const owner = await shop.signIn(a.url);
    const elsewhere = onB(owner);
    expect((await elsewhere.trpc.company.get.query()).id).toBe(shop.company.id);
    // The triggers (and so the notification) are off for this one deletion: only the cache can answer.
    await db.$transaction([db.$executeRaw`SET LOCAL session_replication_role = replica`, db.session.deleteMany({ where: { userId: shop.company.userId } })]);
    expect((await elsewhere.trpc.company.get.query()).id).toBe(shop.company.id);
    expect(b.log).not.toContain("session cache off");
  });

  it("refuses on B, as soon as the notification arrives, a session signed out on A", async () => {
    const owner = await shop.signIn(a.url);
    const elsewhere = onB(owner);
    expect((await elsewhere.trpc.company.get.query()).id).toBe(shop.company.id);
    await owner.signOut();
    await expect.poll(() => codeOf(elsewhere.trpc.company.get.query()), soon).toBe("UNAUTHORIZED");
  });

  it("refuses on B the other sessions ended by «sign out everywhere» on A, and keeps the current one", async () => {
    const owner = await shop.signIn(a.url);
    const { email, password, client } = await newEmployee(a.url, db, owner);
    const other = onB(await signIn(a.url, email, password));
    expect((await other.trpc.company.get.query()).id).toBe(shop.company.id);
    expect((await client.trpc.auth.signOutEverywhere.mutate()).endedSessions).toBeGreaterThanOrEqual(1);
    await expect.poll(() => codeOf(other.trpc.company.get.query()), soon).toBe("UNAUTHORIZED");
    expect((await onB(client).trpc.company.get.query()).id).toBe(shop.company.id);
  });

  it("refuses on B an employee disabled on A, and lets them in again once enabled; B sees a changed setting as soon as it is notified", async () => {
    const owner = await shop.signIn(a.url);
    const { member, client } = await newEmployee(a.url, db, owner);
    const employee = onB(client);
    expect((await employee.trpc.company.get.query()).id).toBe(shop.company.id);
    await owner.trpc.staff.disable.mutate({ id: member.id });
    await expect.poll(() => codeOf(employee.trpc.company.get.query()), soon).toBe("NOT_FOUND");
    await owner.trpc.staff.enable.mutate({ id: member.id });
    await expect.poll(() => codeOf(employee.trpc.company.get.query()), soon).toBe("OK");
    expect((await employee.trpc.company.get.query()).id).toBe(shop.company.id);

    await db.company.update({ where: { id: shop.company.id }, data: { name: "Νέο όνομα" } });
    await expect.poll(async () => (await employee.trpc.company.get.query()).name, soon).toBe("Νέο όνομα");
  });
});
