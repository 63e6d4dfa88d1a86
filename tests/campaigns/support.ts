// Support for the campaign tests: customers with chosen consent and reachability in a test-only shop,
// submissions in a chosen state, and a wait for background sending.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/src/db/client.js";
import type { AlertStatus, AlertType } from "../../server/src/generated/prisma/client.js";
import { newPhone } from "../counter/support.js";

export type CustomerSetup = {
  consent?: boolean;
  stopped?: boolean;
  email?: string | null;
  phone?: string;
  /** a linked app user (with this e-mail) */
  userEmail?: string;
  /** an Expo token on the linked user */
  pushToken?: boolean;
};

export async function addCustomer(db: Db, companyId: string, setup: CustomerSetup = {}) {
  const user =
    setup.userEmail || setup.pushToken
      ? await db.user.create({ data: { email: setup.userEmail ?? `user-${randomUUID()}@app.example.com`, firstName: "Χρήστης" } })
      : null;
  if (user && setup.pushToken) {
    await db.notificationToken.create({ data: { userId: user.id, expoPushToken: `ExponentPushToken[${randomUUID()}]` } });
  }
  return db.customer.create({
    data: {
      companyId,
      phone: setup.phone ?? newPhone(),
      email: setup.email === undefined ? `customer-${randomUUID()}@example.com` : setup.email,
      firstName: "Ελένη",
      lastName: "Δοκιμή",
      userId: user?.id,
      acceptedAt: new Date(),
      newsAcceptedAt: setup.consent === false ? null : new Date(),
      stoppedNotifications: setup.stopped ?? false,
    },
  });
}

export async function addSubmission(db: Db, companyId: string, type: AlertType, status: AlertStatus = "APPROVED") {
  const content =
    type === "EMAIL"
      ? { title: "Χειμερινή προσφορά", subject: "Προσφορά για εσάς", html: "<h1>Καλό χειμώνα!</h1><p>Δύο καφέδες στην τιμή του ενός.</p>" }
      : type === "SMS"
        ? { title: "SMS προσφορά", text: "KAΛHMEPA! -20% ΣE OΛA", encoding: "GSM" as const }
        : { title: "Νέο μενού", text: "Δοκιμάστε το νέο χειμερινό μενού.", url: "https://example.com/menu" };
  return db.alertReview.create({ data: { companyId, type, status, ...content } });
}

/** Polls until `check` returns a value other than undefined (background work), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting for background work");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
