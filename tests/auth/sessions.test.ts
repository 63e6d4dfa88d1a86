// Sessions end on the server: sign-out, a password change or reset; a disabled employee keeps theirs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signIn, signInAs } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createSetPasswordLink } from "../../server/src/auth/setPasswordToken.js";
import { newEmployee } from "./support.js";
import { codeOf } from "../helpers/errors.js";

let server: TestServer;
let owner: ApiClient;

beforeAll(async () => {
  server = await startServer();
  owner = await signInAs(server.url, "owner");
});
afterAll(() => server?.close());

/** A client that presents only the given session cookie, as a copy of a stolen or old cookie would. */
function withCookie(token: string) {
  const client = new ApiClient(server.url);
  client.jar.set("authjs.session-token", token);
  return client;
}

describe("server-side sessions", () => {
  it("signing out ends the session everywhere its cookie is used", async () => {
    const client = await signInAs(server.url, "owner");
    const token = client.jar.get("authjs.session-token")!;
    const copy = withCookie(token);
    expect((await copy.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");

    const response = await client.signOut();
    expect(await response.json()).toEqual({ url: `${server.url}/` });
    expect(client.jar.get("authjs.session-token")).toBeUndefined();

    expect(await copy.trpc.auth.getSession.query()).toBeNull();
    expect(await codeOf(copy.trpc.company.get.query())).toBe("UNAUTHORIZED");
    const session = await copy.fetch("/api/auth/session");
    expect(await session.json()).toBeNull();
    // Other sessions of the same user go on.
    expect((await owner.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  });

  it("signing out everywhere else ends every other session of the person, and only theirs", async () => {
    const { email, password, client } = await newEmployee(server.url, server.db, owner);
    const others = [await signIn(server.url, email, password), await signIn(server.url, email, password)];
    expect(await client.trpc.auth.signOutEverywhere.mutate()).toEqual({ endedSessions: 2 });
    for (const other of others) expect(await codeOf(other.trpc.company.get.query())).toBe("UNAUTHORIZED");
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
    expect((await owner.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  });

  it("refuses a disabled employee in the shop from their next call, without signing them out", async () => {
    const { member, email, client } = await newEmployee(server.url, server.db, owner);
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
    const listed = await owner.trpc.staff.list.query();
    expect(listed.find((m) => m.id === member.id)).toMatchObject({ email, role: "EMPLOYEE", disabledAt: null });

    const disabled = await owner.trpc.staff.disable.mutate({ id: member.id });
    expect(disabled.disabledAt).not.toBeNull();
    expect(await codeOf(client.trpc.company.get.query())).toBe("NOT_FOUND");
    expect((await client.trpc.auth.getSession.query())?.user.email).toBe(email);

    expect((await owner.trpc.staff.enable.mutate({ id: member.id })).disabledAt).toBeNull();
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  });

  it("a password change ends the user's other sessions and keeps the current one", async () => {
    const { email, password, client } = await newEmployee(server.url, server.db, owner);
    const other = await signIn(server.url, email, password);
    expect(await codeOf(client.trpc.auth.changePassword.mutate({ currentPassword: "wrong-password", newPassword: "new-password-123" }))).toBe("BAD_REQUEST");

    expect(await client.trpc.auth.changePassword.mutate({ currentPassword: password, newPassword: "new-password-123" })).toEqual({ endedSessions: 1 });
    expect(await codeOf(other.trpc.company.get.query())).toBe("UNAUTHORIZED");
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
    expect((await new ApiClient(server.url).signIn(email, password)).url).toContain("error=CredentialsSignin");
    await signIn(server.url, email, "new-password-123");
  });

  it("a set-password link works once, ends existing sessions, and is refused when forged", async () => {
    const { email, client } = await newEmployee(server.url, server.db, owner);
    const anonymous = new ApiClient(server.url);
    expect(await codeOf(anonymous.trpc.auth.setPassword.mutate({ token: "forged", email, password: "another-password" }))).toBe("BAD_REQUEST");

    // A set-password link as one mailed before invitations became links to accept.
    const link = new URL(await createSetPasswordLink(server.db, { PUBLIC_ORIGIN: server.url }, email));
    expect(link.pathname).toBe("/auth/set-password");
    expect(link.searchParams.get("email")).toBe(email);
    const token = link.searchParams.get("token")!;

    expect(await anonymous.trpc.auth.setPassword.mutate({ token, email, password: "another-password" })).toEqual({ email });
    expect(await codeOf(client.trpc.company.get.query())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.trpc.auth.setPassword.mutate({ token, email, password: "yet-another-password" }))).toBe("BAD_REQUEST");
    await signIn(server.url, email, "another-password");
  });
});
