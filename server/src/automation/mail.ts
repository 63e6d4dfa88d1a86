// E-mails of the automation: only to customers who accepted news (newsAcceptedAt) and did not opt out
// (stoppedNotifications), at the customer's address or else their linked user's; sent after the rows
// they announce are committed, through the mailer (SMTP, or the development outbox).
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { unsubscribeUrl } from "../campaigns/unsubscribe.js";
import { countText } from "../shared/counts.js";

export type AutomationServices = { db: Db; env: Pick<Env, "AUTH_SECRET" | "PUBLIC_ORIGIN">; log: Logger; mailer: Mailer };

/** The customers among `customerIds` who may be e-mailed, with their address. */
export async function consentingAddresses(db: Db, customerIds: string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; email: string }[]>`
    SELECT c.id, NULLIF(btrim(COALESCE(NULLIF(btrim(c.email), ''), u.email)), '') AS email
      FROM "Customer" c LEFT JOIN "User" u ON u.id = c."userId"
     WHERE c.id = ANY(${customerIds}::text[]) AND c."newsAcceptedAt" IS NOT NULL AND NOT c."stoppedNotifications"
       AND NULLIF(btrim(COALESCE(NULLIF(btrim(c.email), ''), u.email)), '') IS NOT NULL`;
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Sends one e-mail per customer; a failed send is logged and does not stop the others. */
export async function mailCustomers(
  services: AutomationServices,
  addresses: Map<string, string>,
  compose: (customerId: string) => { subject: string; text: string },
): Promise<number> {
  let sent = 0;
  for (const [customerId, to] of addresses) {
    const { subject, text } = compose(customerId);
    const footer = `\n\nΓια να μη λαμβάνετε πλέον μηνύματα: ${unsubscribeUrl(services.env, customerId)}`;
    try {
      await services.mailer.send({ to, subject, text: text + footer });
      sent++;
    } catch (error) {
      services.log.warn({ err: error, customerId }, "automation e-mail not sent");
    }
  }
  return sent;
}

/** "1 πόντο", "5 πόντους", "1 στάμπα", "3 στάμπες", joined with "και". */
export function pointsAndStamps(points: number, stamps: number): string {
  const parts = [];
  if (points > 0) parts.push(countText(points, "point", { case: "accusative" }));
  if (stamps > 0) parts.push(countText(stamps, "stamp", { case: "accusative" }));
  return parts.join(" και ");
}
