// The tRPC wire protocol as the admin uses it: batched GETs, POST mutations, field errors.
import { describe, expect, it } from "vitest";
import { useServer } from "../helpers/server.js";

const demo = useServer();

describe("tRPC over HTTP", () => {
  it("answers two queries batched in one GET", async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await demo.owner.fetch(`/api/trpc/featureFlags.get,company.get?batch=1&input=${input}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as [{ result: { data: Record<string, Record<string, boolean>> } }, { result: { data: { name: string } } }];
    expect(body).toHaveLength(2);
    expect(body[0].result.data["admin-panel"]["add-points"]).toBe(true);
    expect(Object.keys(body[0].result.data["admin-panel"])).toHaveLength(17);
    expect(body[1].result.data.name).toBe("Καφέ Αθηνά");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("takes a mutation as a POST with a JSON body and refuses it as a GET", async () => {
    const body = JSON.stringify({ 0: { token: "nope", email: "nobody@example.com", password: "long-enough-password" } });
    const post = await demo.owner.fetch("/api/trpc/auth.setPassword?batch=1", { method: "POST", headers: { "content-type": "application/json" }, body });
    const [answer] = (await post.json()) as Array<{ error: { json?: unknown; data: { code: string } } }>;
    expect(answer.error.data.code).not.toBe("METHOD_NOT_SUPPORTED");
    const get = await demo.owner.fetch(`/api/trpc/auth.setPassword?input=${encodeURIComponent(JSON.stringify({}))}`);
    expect(get.status).toBe(405);
  });

  it("answers a bad input with BAD_REQUEST and Greek field errors in data.zodError", async () => {
    const body = JSON.stringify({ 0: { token: "", email: "not-an-email", password: "short" } });
    const response = await demo.owner.fetch("/api/trpc/auth.setPassword?batch=1", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(400);
    const [answer] = (await response.json()) as Array<{ error: { data: { code: string; zodError: { fieldErrors: Record<string, string[]> } } } }>;
    expect(answer.error.data.code).toBe("BAD_REQUEST");
    expect(answer.error.data.zodError.fieldErrors.email[0]).toBe("Μη έγκυρη διεύθυνση e-mail.");
    expect(answer.error.data.zodError.fieldErrors.password[0]).toMatch(/χαρακτήρες/);
  });

  it("refuses shop procedures without a session", async () => {
    const response = await fetch(`${demo.server.url}/api/trpc/company.get`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe("UNAUTHORIZED");
  });

  it("answers an unknown procedure with NOT_FOUND, not a 500", async () => {
    const response = await fetch(`${demo.server.url}/api/trpc/nothing.here`);
    expect(response.status).toBe(404);
  });

  // server/src/lib/trpcExpress.ts: the answer is read whole and sent at once, not piped through web streams.
  it("sends a batched answer in one piece, with its length and tRPC's Vary header", async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await demo.owner.fetch(`/api/trpc/featureFlags.get,company.get?batch=1&input=${input}`, { headers: { "accept-encoding": "identity" } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("transfer-encoding")).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(response.headers.get("vary")).toMatch(/trpc-accept/);
    expect(JSON.parse(text)).toHaveLength(2);
  });

  // trpcExpress hands tRPC a light request for JSON calls (its headers read from Node's own request).
  it("reads a JSON body whatever the case and parameters of its content type", async () => {
    const body = JSON.stringify({ 0: { token: "", email: "not-an-email", password: "short" } });
    for (const type of ["Application/JSON; charset=utf-8", "application/json;charset=UTF-8"]) {
      const response = await demo.owner.fetch("/api/trpc/auth.setPassword?batch=1", { method: "POST", headers: { "content-type": type }, body });
      const [answer] = (await response.json()) as Array<{ error: { data: { zodError: { fieldErrors: Record<string, string[]> } } } }>;
      expect(answer.error.data.zodError.fieldErrors.email[0], type).toBe("Μη έγκυρη διεύθυνση e-mail.");
    }
  });

  // server.ts: longer than the proxies and clients that keep idle connections 60 s, so they close first.
  it("keeps an idle connection open 65 s, and says so", async () => {
    const response = await fetch(`${demo.server.url}/api/health`);
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("answers a body of another type with a 4xx, never a 500", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ["text/plain", '{"0":{}}'],
      ["application/x-www-form-urlencoded", "a=1"],
    ]) {
      const response = await demo.owner.fetch("/api/trpc/coupon.redeem?batch=1", { method: "POST", headers: { "content-type": type }, body });
      expect(response.status, type).toBeGreaterThanOrEqual(400);
      expect(response.status, type).toBeLessThan(500);
    }
  });
});
