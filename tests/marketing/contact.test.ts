// POST /api/contact over HTTP against the real server: validation, storage, the e-mail to the platform
// (the outbox here, as no SMTP is configured), the per-address limit, and the no-JavaScript redirects.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMIT } from "../../server/src/routes/contact.js";
import { startServer, type TestServer } from "../helpers/server.js";

const PLATFORM_EMAIL = "platform-contact@loyalty.test";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { PLATFORM_EMAIL } });
});
afterAll(async () => {
  await server?.close();
});

/** A client address no other test uses (IPv6 documentation range), sent as the proxy would. */
const newClientIp = () => `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
const uniqueEmail = () => `visitor-${randomBytes(6).toString("hex")}@example.gr`;

function post(fields: Record<string, string>, options: { ip: string; json: boolean }) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "X-Forwarded-For": options.ip,
      Accept: options.json ? "application/json" : "text/html,application/xhtml+xml,*/*;q=0.8",
    },
    body: new URLSearchParams(fields),
  });
}

const valid = (email = uniqueEmail()) => ({
  name: "Ελένη Παπαδοπούλου",
  email,
  phone: "210 123 4567",
  shop: "Καφέ Λιμάνι",
  message: "Θα ήθελα μια επίδειξη για δύο καταστήματα στον Πειραιά.",
});

describe("POST /api/contact", () => {
  it("stores the message, e-mails the platform and answers in Greek", async () => {
    const ip = newClientIp();
    const fields = valid();
    const response = await post(fields, { ip, json: true });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/Λάβαμε το μήνυμά σας/);

    const stored = await server.db.contactMessage.findMany({ where: { email: fields.email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: fields.name, phone: fields.phone, shop: fields.shop, message: fields.message, ip });

    const mail = await server.db.outboxMessage.findMany({ where: { to: PLATFORM_EMAIL, text: { contains: fields.email } } });
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Φόρμα επικοινωνίας: Ελένη Παπαδοπούλου (Καφέ Λιμάνι)");
    expect(mail[0].text).toContain(fields.message);
  });

  it("accepts a message without the optional phone and shop", async () => {
    const email = uniqueEmail();
    const response = await post({ name: "Νίκος", email, message: "Πόσο κοστίζουν τα SMS;" }, { ip: newClientIp(), json: true });
    expect(response.status).toBe(200);
    const stored = await server.db.contactMessage.findFirstOrThrow({ where: { email } });
    expect(stored.phone).toBeNull();
    expect(stored.shop).toBeNull();
  });

  it("refuses bad input with a Greek message per field and stores nothing", async () => {
    const email = "not-an-email";
    const response = await post({ name: " ", email, phone: "abc", message: "γεια" }, { ip: newClientIp(), json: true });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toMatch(/διορθώστε/);
    expect(body.fieldErrors.name[0]).toBe("Γράψτε το ονοματεπώνυμό σας.");
    expect(body.fieldErrors.email[0]).toMatch(/έγκυρο e-mail/);
    expect(body.fieldErrors.phone[0]).toMatch(/έγκυρο τηλέφωνο/);
    expect(body.fieldErrors.message[0]).toMatch(/τουλάχιστον 10 χαρακτήρες/);
    expect(await server.db.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("says which fields are missing when they are not sent at all", async () => {
    const response = await post({}, { ip: newClientIp(), json: true });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toMatchObject({
      name: ["Γράψτε το ονοματεπώνυμό σας."],
      email: ["Γράψτε το e-mail σας."],
      message: ["Γράψτε το μήνυμά σας."],
    });
  });

  it("keeps a name with line breaks on one line in the e-mail subject", async () => {
    const fields = { ...valid(), name: "Ελένη\r\nBcc: someone@example.com", shop: "" };
    expect((await post(fields, { ip: newClientIp(), json: true })).status).toBe(200);
    const mail = await server.db.outboxMessage.findFirstOrThrow({ where: { text: { contains: fields.email } } });
    expect(mail.subject).toBe("Φόρμα επικοινωνίας: Ελένη Bcc: someone@example.com");
  });

  it(`refuses more than ${CONTACT_LIMIT.maxMessages} messages in 10 minutes from one address, with a Greek 429`, async () => {
    const ip = newClientIp();
    for (let sent = 0; sent < CONTACT_LIMIT.maxMessages; sent++) {
      expect((await post(valid(), { ip, json: true })).status).toBe(200);
    }
    const email = uniqueEmail();
    const refused = await post(valid(email), { ip, json: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(((await refused.json()) as { message: string }).message).toBe("Στείλατε πολλά μηνύματα σε λίγο χρόνο. Δοκιμάστε ξανά σε λίγα λεπτά.");
    expect(await server.db.contactMessage.count({ where: { email } })).toBe(0);

    expect((await post(valid(), { ip: newClientIp(), json: true })).status).toBe(200);
  });

  it(`lets exactly ${CONTACT_LIMIT.maxMessages} of 20 parallel posts from one address through`, async () => {
    const ip = newClientIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(valid(), { ip, json: true })));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(CONTACT_LIMIT.maxMessages).fill(200), ...Array(20 - CONTACT_LIMIT.maxMessages).fill(429)]);
    expect(await server.db.contactMessage.count({ where: { ip } })).toBe(CONTACT_LIMIT.maxMessages);
  });

  it("counts only the last 10 minutes", async () => {
    const ip = newClientIp();
    const earlier = new Date(Date.now() - CONTACT_LIMIT.windowMs - 1000);
    await server.db.contactMessage.createMany({
      data: Array.from({ length: CONTACT_LIMIT.maxMessages }, () => ({ ...valid(), ip, createdAt: earlier })),
    });
    expect((await post(valid(), { ip, json: true })).status).toBe(200);
  });

  describe("without JavaScript (a plain form post)", () => {
    it("redirects back to the success notice of the home page", async () => {
      const fields = valid();
      const response = await post(fields, { ip: newClientIp(), json: false });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/?contact=ok#contact-ok");
      expect(await server.db.contactMessage.count({ where: { email: fields.email } })).toBe(1);
    });

    it("redirects bad input to the error notice", async () => {
      const response = await post({ ...valid(), email: "λάθος" }, { ip: newClientIp(), json: false });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/?contact=invalid#contact-invalid");
    });

    it("redirects a refused message to the limit notice", async () => {
      const ip = newClientIp();
      await server.db.contactMessage.createMany({ data: Array.from({ length: CONTACT_LIMIT.maxMessages }, () => ({ ...valid(), ip })) });
      const response = await post(valid(), { ip, json: false });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/?contact=limit#contact-limit");
    });
  });
});
