// The sign-in methods offered, the e-mail link flow through the development outbox, and the outbox.
import { describe, expect, it } from "vitest";
import { ApiClient, signInAs } from "../helpers/client.js";
import { startServer, useServer } from "../helpers/server.js";
import { FormClient, newEmployee } from "./support.js";
import { linkPath, waitForMessage } from "../helpers/outbox.js";
import { uniqueEmail } from "../helpers/unique.js";

const demo = useServer();

describe("providers", () => {
  it("offers credentials and e-mail links without OAuth settings", async () => {
    const providers = await (await fetch(`${demo.server.url}/api/auth/providers`)).json();
    expect(providers).toEqual({
      credentials: expect.objectContaining({ id: "credentials", type: "credentials", callbackUrl: `${demo.server.url}/api/auth/callback/credentials` }),
      email: expect.objectContaining({ id: "email", type: "email", signinUrl: `${demo.server.url}/api/auth/signin/email` }),
    });
  });

  it("adds Google when its client id and secret are set", async () => {
    const withGoogle = await startServer({ env: { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" } });
    try {
      const providers = (await (await fetch(`${withGoogle.url}/api/auth/providers`)).json()) as Record<string, { type: string }>;
      expect(Object.keys(providers).sort()).toEqual(["credentials", "email", "google"]);
      expect(providers.google.type).toBe("oidc");
    } finally {
      await withGoogle.close();
    }
  });
});

describe("e-mail sign-in link", () => {
  it("signs an existing user in through the link from the outbox, once", async () => {
    const { email } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const client = new FormClient(demo.server.url);
    const requestedAt = new Date();
    const response = await client.post("signin/email", { csrfToken: await client.csrfToken(), callbackUrl: "/admin", json: "true", email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: `${demo.server.url}/api/auth/verify-request?provider=email&type=email` });
    const verify = await client.fetch("/api/auth/verify-request?provider=email&type=email");
    expect(verify.headers.get("location")).toBe("/auth/signin?verify=1");

    const message = await waitForMessage(demo.server.db, email, requestedAt);
    const path = linkPath(message.text);
    expect(path).toMatch(/^\/api\/auth\/callback\/email\?/);
    const browser = new ApiClient(demo.server.url);
    const landing = await browser.fetch(path);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe(`${demo.server.url}/admin`);
    expect(await browser.trpc.auth.getSession.query()).toMatchObject({ user: { email } });
    expect((await browser.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");

    const reused = await new ApiClient(demo.server.url).fetch(path);
    expect(new URL(reused.headers.get("location")!, demo.server.url).searchParams.get("error")).toBe("Verification");
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const email = uniqueEmail("stranger");
    const client = new FormClient(demo.server.url);
    const response = await client.post("signin/email", { csrfToken: await client.csrfToken(), callbackUrl: "/admin", json: "true", email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: `${demo.server.url}/api/auth/verify-request?provider=email&type=email` });
    // Whether to send is decided before the answer; only the sending itself is in the background.
    expect(await demo.server.db.outboxMessage.count({ where: { to: email } })).toBe(0);
    expect(await demo.server.db.verificationToken.count({ where: { identifier: email } })).toBe(0);
    expect(await demo.server.db.user.count({ where: { email } })).toBe(0);
  });

  it("shows the outbox to platform admins only, newest first, and finds a message by part of its recipient, subject or text", async () => {
    const { email } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const admin = await signInAs(demo.server.url, "admin");
    const messages = await admin.trpc.outbox.list.query();
    expect(messages.length).toBeLessThanOrEqual(50);
    // Other test files write to the same outbox meanwhile: the invitation is found by a search, in any case.
    const found = await admin.trpc.outbox.list.query({ search: email.toUpperCase() });
    expect(found.map((m) => [m.to, m.subject])).toEqual([[email, "Πρόσκληση στο προσωπικό καταστήματος"]]);
    expect(await admin.trpc.outbox.list.query({ search: email, channel: "SMS" })).toEqual([]);
    const bySubjectAndText = await admin.trpc.outbox.list.query({ search: "πρόσκληση στο προσωπικό", channel: "EMAIL" });
    expect(bySubjectAndText.every((m) => `${m.subject} ${m.text}`.toLowerCase().includes("πρόσκληση στο προσωπικό"))).toBe(true);
    expect(bySubjectAndText.some((m) => m.to === email)).toBe(true);
    expect(new Date(messages[0].createdAt).toISOString()).toBe(messages[0].createdAt);
    const sorted = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(messages.map((m) => m.id)).toEqual(sorted.map((m) => m.id));
    await expect(demo.owner.trpc.outbox.list.query()).rejects.toMatchObject({ data: { code: "FORBIDDEN" } });
  });
});
