// `npm start`: what it tells a person once the server listens (scripts/start.ts, server/src/index.ts), and
// when it reuses the last build instead of building again (scripts/buildCache.ts), on a scratch tree.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDecision, buildSettings, forgetBuild, recordBuild } from "../../scripts/buildCache.js";
import { startSummary } from "../../server/src/startSummary.js";

describe("the start summary", () => {
  it("says where the site, the admin, the wallet and the API reference are, on the given origin, and a demo account", () => {
    const lines = startSummary({ origin: "http://localhost:3100", demo: { email: "owner@kafe-athina.gr", password: "athina-demo-2026" } });
    const text = lines.join("\n");
    expect(text).toContain("Public site     http://localhost:3100/\n");
    expect(text).toContain("Admin           http://localhost:3100/admin\n");
    expect(text).toContain("Customer wallet http://localhost:3100/wallet/\n");
    expect(text).toContain("API reference   http://localhost:3100/docs/api\n");
    expect(text).toContain("Demo account    owner@kafe-athina.gr / athina-demo-2026");
    expect(lines.length).toBeLessThan(12);
  });

  it("offers no demo account when the database has none", () => {
    const text = startSummary({ origin: "https://loyalty.example.gr", demo: null }).join("\n");
    expect(text).toContain("Admin           https://loyalty.example.gr/admin");
    expect(text).not.toContain("Demo");
  });
});

describe("the build's origin", () => {
  it("follows PORT unless PUBLIC_ORIGIN is set", () => {
    expect(buildSettings({}).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(buildSettings({ PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(buildSettings({ PORT: "3100", PUBLIC_ORIGIN: "https://loyalty.example.gr/" }).PUBLIC_ORIGIN).toBe("https://loyalty.example.gr");
  });
});

describe("reusing the last build", () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  /** What a build writes; each call writes them anew, as a build does. */
  const writeOutputs = () => {
    for (const output of ["dist/admin/index.html", "dist/wallet/index.html", "dist/marketing/index.html", "dist/marketing/docs/api/index.html"]) {
      write(output, `<html>${Math.random()}</html>`);
    }
  };
  /** A build as `npm start` runs it: decided, built, recorded. */
  async function startBuilds(env: NodeJS.ProcessEnv = {}) {
    const decision = await buildDecision(root, env);
    if (decision.build) {
      await forgetBuild(root);
      writeOutputs();
      await recordBuild(root, decision.hash);
    }
    return decision;
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-cache-"));
    write("admin/src/main.tsx", "admin");
    write("wallet/src/main.tsx", "wallet");
    write("marketing/src/main.tsx", "site");
    write("server/src/shared/money.ts", "money");
    write("server/src/api/v1/operations.ts", "operations");
    write("server/src/generated/prisma/client.ts", "generated");
    write("admin/node_modules/.vite/cache.json", "cache");
    write("package.json", "{}");
    write("package-lock.json", "{}");
    write("tsconfig.json", "{}");
    write("scripts/precompress.ts", "precompress");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds the first time, and not again while nothing changed", async () => {
    expect((await startBuilds()).build).toBe(true);
    expect(await buildDecision(root, {})).toMatchObject({ build: false });
  });

  it("builds again after a change to any input, and only then", async () => {
    await startBuilds();
    for (const [file, content] of [
      ["admin/src/main.tsx", "admin 2"],
      ["wallet/src/main.tsx", "wallet 2"],
      ["marketing/src/main.tsx", "site 2"],
      ["marketing/src/pages/NewPage.tsx", "a new file"],
      ["server/src/shared/money.ts", "money 2"],
      ["server/src/api/v1/operations.ts", "operations 2"],
      ["package-lock.json", '{"lockfileVersion":3}'],
      ["tsconfig.json", '{"strict":true}'],
      ["scripts/precompress.ts", "precompress 2"],
    ]) {
      write(file, content);
      expect(await startBuilds(), file).toMatchObject({ build: true });
      expect(await buildDecision(root, {}), file).toMatchObject({ build: false });
    }
    rmSync(path.join(root, "marketing/src/pages/NewPage.tsx"));
    expect(await startBuilds()).toMatchObject({ build: true });
  });

  it("ignores what the build never reads: the generated Prisma client, dependency caches", async () => {
    await startBuilds();
    write("server/src/generated/prisma/client.ts", "generated 2");
    write("admin/node_modules/.vite/cache.json", "cache 2");
    expect(await buildDecision(root, {})).toMatchObject({ build: false });
  });

  it("builds again for another port or origin, which the public pages carry", async () => {
    await startBuilds();
    expect(await startBuilds({ PORT: "3100" })).toMatchObject({ build: true });
    expect(await buildDecision(root, { PORT: "3100" })).toMatchObject({ build: false });
    expect(await buildDecision(root, {})).toMatchObject({ build: true });
  });

  it("builds again when an output is missing or was written by another build since", async () => {
    await startBuilds();
    writeOutputs();
    expect(await startBuilds()).toMatchObject({ build: true, reason: "the output was rebuilt since its sources were recorded" });
    rmSync(path.join(root, "dist/wallet/index.html"));
    expect(await buildDecision(root, {})).toMatchObject({ build: true });
  });

  it("never reuses a build that failed half-way: the record is forgotten before building", async () => {
    await startBuilds();
    write("admin/src/main.tsx", "admin 2");
    await forgetBuild(root);
    // The build fails: nothing recorded. Back to the sources of the last good build, it still builds.
    write("admin/src/main.tsx", "admin");
    expect(await buildDecision(root, {})).toMatchObject({ build: true, reason: "no record of the last build's sources" });
  });
});
