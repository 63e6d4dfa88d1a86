// A bad environment stops the server at start with a message naming the value, and exit code 1.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("environment validation", () => {
  it("exits with 1 and names each bad variable", async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
      env: { ...process.env, PORT: "not-a-port", PUBLIC_ORIGIN: "nowhere", DATABASE_URL: "" },
    }).then(() => ({ code: 0, stderr: "" }), (error: { code: number; stderr: string }) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("PORT");
    expect(failure.stderr).toContain("PUBLIC_ORIGIN");
  });
});
