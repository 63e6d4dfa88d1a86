// SMS to the customer's Greek mobile (+30 69…; landlines cannot receive SMS), each message ending with the
// customer's own opt-out link.
import { Prisma } from "../../generated/prisma/client.js";
import { SMS_MAX_PARTS, smsWithOptOut } from "../../shared/sms.js";
import { smsWithWalletLink } from "../../shared/walletLink.js";
import type { Channel } from "../types.js";
import { smsContent } from "./content.js";
import { exampleSmsOptOutLink, smsLinkHost, smsOptOutLink } from "./links.js";
import { ensureOptOutCode } from "./optOutCode.js";
import { createSmsTransport, type SmsMessage } from "./transport.js";

const GREEK_MOBILE = "^\\+3069[0-9]{8}$";

export const sms = {
  name: "sms",
  content: smsContent,
  reach: { address: Prisma.sql`c.phone`, reason: Prisma.sql`CASE WHEN c.phone !~ ${GREEK_MOBILE} THEN 'no_mobile' END` },
  skipReasons: { no_mobile: "Χωρίς κινητό τηλέφωνο" },
  unreachable: "no_mobile",
  rate: (env) => env.CAMPAIGN_RATE_SMS,
  /** The opt-out link as long as the real ones, the host of the wallet link ({wallet}) and the parts limit. */
  preview: (env) => ({ smsOptOutExample: exampleSmsOptOutLink(env), smsLinkHost: smsLinkHost(env), smsMaxParts: SMS_MAX_PARTS }),
  /** The approved text with {wallet} as the short link to the shop, and the recipient's opt-out line (their code). */
  async message({ db, env, campaign, company }, recipient) {
    if (!recipient.address) return null;
    const optOutCode = await ensureOptOutCode(db, recipient.customerId);
    const text = smsWithWalletLink(campaign.text ?? "", smsLinkHost(env), company.slug);
    return { to: recipient.address, text: smsWithOptOut(text, smsOptOutLink(env, optOutCode)) };
  },
  transport: createSmsTransport,
} satisfies Channel<SmsMessage>;
