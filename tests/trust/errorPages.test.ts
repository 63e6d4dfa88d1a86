// Outside /api every error is a plain Greek page with the right status and nothing of the server's
// insides (no stack, no file path, no error name), whatever NODE_ENV is: a malformed percent-encoding in
// the SMS short links, the uploads or the front-ends' paths is a 400, an unexpected failure a 500.
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger.js";
import { pageErrors } from "../../server/src/routes/pageErrors.js";
import { startServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** Nothing a visitor should learn about the server. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/URIError|Error:|\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d|\.js:\d/);
  expect(text).not.toContain(process.cwd());
}

describe("error pages outside /api", () => {
  it.each(["/u/%E0%A4%A", "/w/%zz", "/uploads/%zz/u/1-a.png", "/admin/%zz", "/wallet/%E0", "/docs/%zz"])(
    "answers the malformed %s with a plain 400 page",
    async (path) => {
      for (const method of ["GET", "PUT"]) {
        const response = await fetch(`${server.url}${path}`, { method, headers: method === "PUT" ? { "content-type": "image/png" } : {} });
        const text = await response.text();
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/^text\/html/);
        expect(text, `${method} ${path}`).toContain("Μη έγκυρη διεύθυνση");
        expectNoInternals(text);
      }
    },
  );

  it("answers an unexpected failure with a plain 500 page, and logs it", async () => {
    const logged: string[] = [];
    const log = createLogger("error", new Writable({ write: (chunk, _encoding, done) => done(void logged.push(String(chunk))) }));
    const app = express();
    app.get("/boom", () => {
      throw new Error(`database at ${process.cwd()}/secret.db unreachable`);
    });
    app.use(pageErrors(log));
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/boom`);
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(text).toContain("Κάτι πήγε στραβά");
      expectNoInternals(text);
      expect(logged.join("")).toContain("secret.db unreachable");
    } finally {
      listener.close();
    }
  });
});
