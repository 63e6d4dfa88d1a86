// Logs are JSON lines for machines, and readable lines when a person watches the terminal.
import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger.js";

function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe("logger", () => {
  it("writes one JSON object per line when stdout is not a terminal", async () => {
    const out = capture(false);
    createLogger("info", out.stream).info({ requestId: "r1" }, "αίτημα");
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.parse(out.text().trim());
    expect(line).toMatchObject({ level: 30, msg: "αίτημα", requestId: "r1" });
  });

  it("writes readable lines (time, level, message, fields) in a terminal", async () => {
    const out = capture(true);
    createLogger("info", out.stream).warn({ requestId: "r2" }, "αργή απάντηση");
    await new Promise((resolve) => setImmediate(resolve));
    const text = stripVTControlCharacters(out.text());
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: αργή απάντηση/);
    expect(text).toContain('requestId: "r2"');
    expect(() => JSON.parse(text)).toThrow();
  });
});
