// Repeated failed sign-ins are slowed down per account, refused with 429 per account and address and per
// address, without telling whether the e-mail exists.
import { describe, expect, it } from "vitest";
import { useServer } from "../helpers/server.js";
import { FormClient, newEmployee } from "./support.js";
import { uniqueEmail } from "../helpers/unique.js";

const tooMany = "Πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγα λεπτά.";

const demo = useServer();

describe("sign-in throttling", () => {
  it("refuses the guessing address after 10 failures for an account, even with the right password, and answers unknown e-mails alike", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const stranger = uniqueEmail("stranger");
    // The two accounts side by side: each waits through its own slow-down (from the 4th failure on).
    const guessAt = async (address: string) => {
      const client = new FormClient(demo.server.url);
      const csrfToken = await client.csrfToken();
      for (let i = 0; i < 10; i++) {
        const { status, text } = await client.credentials(address, "wrong-password", csrfToken);
        expect(status).toBe(200);
        expect(new URL(JSON.parse(text).url).searchParams.get("error")).toBe("CredentialsSignin");
      }
      const rightPassword = address === email ? password : "wrong-password";
      const refused = await client.credentials(address, rightPassword, csrfToken);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text)).toEqual({ url: `${demo.server.url}/auth/signin?error=TooManyAttempts`, message: tooMany });
      expect(client.jar.get("authjs.session-token")).toBeUndefined();
      // However the path is spelled.
      const respelled = await client.post("/callback/credentials/", { csrfToken, json: "true", email: address, password: rightPassword });
      expect(respelled.status).toBe(429);
      // Another address is not refused (see lockout.test.ts for the real person signing in).
      expect((await new FormClient(demo.server.url).credentials(address, "wrong-password")).status).toBe(200);
    };
    await Promise.all([email, stranger].map(guessAt));
  }, 60_000);

  it("refuses a client address after 50 failures, whatever the e-mail", async () => {
    const client = new FormClient(demo.server.url);
    const csrfToken = await client.csrfToken();
    for (let i = 0; i < 50; i++) {
      const { status } = await client.credentials(uniqueEmail("probe"), "wrong-password", csrfToken);
      expect(status).toBe(200);
    }
    const refused = await client.credentials(uniqueEmail("probe"), "wrong-password", csrfToken);
    expect(refused.status).toBe(429);
    // Another client address is not affected.
    const other = new FormClient(demo.server.url);
    expect((await other.credentials(uniqueEmail("probe"), "wrong-password")).status).toBe(200);
  }, 60_000);

  it("still signs in after a few failures", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const client = new FormClient(demo.server.url);
    const csrfToken = await client.csrfToken();
    for (let i = 0; i < 5; i++) await client.credentials(email, "wrong-password", csrfToken);
    const { text } = await client.credentials(email, password, csrfToken);
    expect(JSON.parse(text)).toEqual({ url: `${demo.server.url}/admin` });
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  }, 30_000);
});
