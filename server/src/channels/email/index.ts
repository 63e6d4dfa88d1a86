// E-mail to the customer's address (theirs, else their user account's), one that looks like an address.
// The shop's e-mail lists, as an audience, are matched against the same address.
import { Prisma } from "../../generated/prisma/client.js";
import type { Channel } from "../types.js";
import { emailContent } from "./content.js";
import { emailFor } from "./message.js";
import { createEmailTransport, type EmailMessage } from "./transport.js";

const ADDRESS = Prisma.sql`NULLIF(btrim(COALESCE(NULLIF(btrim(c.email), ''), u.email)), '')`;
const ADDRESS_SHAPE = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";

export const email = {
  name: "email",
  content: emailContent,
  reach: {
    address: ADDRESS,
    reason: Prisma.sql`CASE WHEN ${ADDRESS} IS NULL THEN 'no_email' WHEN ${ADDRESS} !~ ${ADDRESS_SHAPE} THEN 'invalid' END`,
    listAddress: ADDRESS,
  },
  skipReasons: { no_email: "Χωρίς διεύθυνση e-mail", invalid: "Μη έγκυρη διεύθυνση" },
  unreachable: "no_email",
  rate: (env) => env.CAMPAIGN_RATE_EMAIL,
  /** The origin of the wallet address {wallet} becomes. */
  preview: (env) => ({ publicOrigin: env.PUBLIC_ORIGIN }),
  async message({ env, campaign, company }, recipient) {
    if (!recipient.address) return null;
    return emailFor(env, campaign, company, { deliveryId: recipient.deliveryId, customerId: recipient.customerId, address: recipient.address });
  },
  transport: createEmailTransport,
} satisfies Channel<EmailMessage>;
