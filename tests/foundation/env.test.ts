// A bad environment stops the server at start with a message naming the value, and exit code 1.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/src/env.js";

const run = promisify(execFile);

describe("environment validation", () => {
  it("exits with 1 and names each bad variable", async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
      env: { ...process.env, PORT: "not-a-port", PUBLIC_ORIGIN: "nowhere", DATABASE_URL: "" },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("PORT");
    expect(failure.stderr).toContain("PUBLIC_ORIGIN");
  });

  it("builds links on localhost and PORT when PUBLIC_ORIGIN is unset", () => {
    expect(parseEnv({}).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(parseEnv({ PORT: "3100", PUBLIC_ORIGIN: "https://loyalty.example.gr" }).PUBLIC_ORIGIN).toBe("https://loyalty.example.gr");
  });

  it("refuses an SMS_LINK_HOST that is not a host name", () => {
    expect(() => parseEnv({ SMS_LINK_HOST: "https://lyl.gr/x" })).toThrow("SMS_LINK_HOST");
    expect(parseEnv({ SMS_LINK_HOST: "lyl.gr" }).SMS_LINK_HOST).toBe("lyl.gr");
  });
});
