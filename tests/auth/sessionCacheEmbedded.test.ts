// The session cache on the server's own embedded database (no DATABASE_URL): PGlite is one session, so
// its notifications come back on the server's own pool connection; the cache is on there and a change
// made through that database still reaches it at once.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/src/server.js";
import { createShop } from "../helpers/shop.js";
import { ApiClient } from "../helpers/client.js";
import { testEnv } from "../helpers/server.js";
import { codeOf } from "../helpers/errors.js";

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loyalty-session-cache-"));
  server = await startServer({ ...testEnv(), DATABASE_URL: undefined, DATA_DIR: path.join(dir, "data"), SEED_DEMO: "false", DATABASE_POOL_SIZE: 1 });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("session cache on the embedded database", () => {
  it("answers a known session from memory, and refuses it at once when its row is deleted", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const copy = new ApiClient(server.url);
    copy.jar.set("authjs.session-token", owner.jar.get("authjs.session-token")!);
    expect((await copy.trpc.company.get.query()).id).toBe(shop.company.id);

    // Without its notification (triggers off for this deletion) only the cache can still answer.
    await server.db.$transaction([
      server.db.$executeRaw`SET LOCAL session_replication_role = replica`,
      server.db.session.deleteMany({ where: { userId: shop.company.userId } }),
    ]);
    expect((await copy.trpc.company.get.query()).id).toBe(shop.company.id);

    const again = await shop.signIn(server.url);
    expect((await again.trpc.company.get.query()).id).toBe(shop.company.id);
    await server.db.session.deleteMany({ where: { userId: shop.company.userId } });
    expect(await codeOf(again.trpc.company.get.query())).toBe("UNAUTHORIZED");
  });
});
