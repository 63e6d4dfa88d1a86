// The waits for slow clients a real server has (lib/slowClients.ts): short enough that a client that
// stalls is cut within seconds, long enough that a phone on a slow line never is. Over real sockets, with
// shorter waits: tests/trust/slowClients.test.ts.
import { expect, it } from "vitest";
import { parseEnv } from "../../server/src/env.js";
import { LARGEST_JSON_BODY_BYTES } from "../../server/src/lib/jsonBody.js";
import { BODY_FLOOR_BYTES_PER_SECOND, bodyAllowanceMs, CLIENT_TIMEOUTS, serverTimeouts } from "../../server/src/lib/slowClients.js";

/** 3G's slowest uplink (64 kbit/s), of which TCP and resent packets take a tenth. */
const SLOW_PHONE_BYTES_PER_SECOND = (64_000 / 8) * 0.9;

it("a stalled client is cut within seconds: headers and a body's first bytes within 10 s, checked every second", () => {
  expect(CLIENT_TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000);
  expect(CLIENT_TIMEOUTS.bodyGraceMs).toBeLessThanOrEqual(10_000);
  expect(CLIENT_TIMEOUTS.checkMs).toBeLessThanOrEqual(1_000);
  const node = serverTimeouts(CLIENT_TIMEOUTS, parseEnv({}).UPLOAD_MAX_BYTES);
  expect(node.headersTimeout).toBe(CLIENT_TIMEOUTS.headersMs);
  expect(node.connectionsCheckingInterval).toBe(CLIENT_TIMEOUTS.checkMs);
  // A body that stops arriving has no more than the grace.
  expect(bodyAllowanceMs(0, CLIENT_TIMEOUTS.bodyGraceMs)).toBe(CLIENT_TIMEOUTS.bodyGraceMs);
});

it("a phone on 3G's slowest rate is never cut: its headers after lost packets, its largest JSON call, a photo of the largest size", () => {
  // Headers of 2 KB, and TCP sending a lost packet again after 1 s, then 2 s.
  expect(CLIENT_TIMEOUTS.headersMs).toBeGreaterThan(3_000 + (2_000 / SLOW_PHONE_BYTES_PER_SECOND) * 1000);
  expect(SLOW_PHONE_BYTES_PER_SECOND).toBeGreaterThan(BODY_FLOOR_BYTES_PER_SECOND);
  const uploadMaxBytes = parseEnv({}).UPLOAD_MAX_BYTES;
  for (const bytes of [2_000, LARGEST_JSON_BODY_BYTES, uploadMaxBytes]) {
    const sendingMs = (bytes / SLOW_PHONE_BYTES_PER_SECOND) * 1000;
    // At every moment the body is on its way (what arrived so far extends its allowance).
    for (const share of [0, 0.25, 0.5, 1]) expect(bodyAllowanceMs(bytes * share, CLIENT_TIMEOUTS.bodyGraceMs)).toBeGreaterThan(sendingMs * share);
    // Node's whole-request timer leaves it its headers' wait too.
    expect(serverTimeouts(CLIENT_TIMEOUTS, Math.max(uploadMaxBytes, LARGEST_JSON_BODY_BYTES)).requestTimeout).toBeGreaterThan(
      CLIENT_TIMEOUTS.headersMs + sendingMs,
    );
  }
});
