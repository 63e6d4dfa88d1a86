// The content-security policy is built from the configuration: without tracker ids no third-party
// script or connection host is allowed; each id allows its own tracker's hosts and no other's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server.js";

const GOOGLE = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"];
const META = ["https://connect.facebook.net", "https://www.facebook.com"];
let servers: Record<"none" | "analytics" | "pixel", TestServer>;

beforeAll(async () => {
  const [none, analytics, pixel] = await Promise.all([
    startServer(),
    startServer({ env: { GA_MEASUREMENT_ID: "G-TEST1234" } }),
    startServer({ env: { META_PIXEL_ID: "123456789012" } }),
  ]);
  servers = { none, analytics, pixel };
});
afterAll(() => Promise.all(Object.values(servers ?? {}).map((server) => server.close())));

/** The policy's sources per directive, as the home page is served. */
async function policy(server: TestServer): Promise<Record<string, string[]>> {
  const header = (await fetch(`${server.url}/`)).headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}
const thirdParty = (directives: Record<string, string[]>) =>
  [...directives["script-src"], ...directives["connect-src"]].filter((source) => source.startsWith("https:"));

describe("content-security policy", () => {
  it("allows no tracker host when no tracker id is configured", async () => {
    const directives = await policy(servers.none);
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(thirdParty(directives)).toEqual([]);
  });

  it("allows Google's hosts only with GA_MEASUREMENT_ID", async () => {
    expect(thirdParty(await policy(servers.analytics)).sort()).toEqual([...GOOGLE].sort());
  });

  it("allows Meta's hosts only with META_PIXEL_ID", async () => {
    expect(thirdParty(await policy(servers.pixel)).sort()).toEqual([...META].sort());
  });
});
