// An SMS campaign's content: the text, counted as it is sent ({wallet} as the shop's short link and the
// opt-out line the system adds), within SMS_MAX_PARTS parts and without an opt-out line of its own. The
// encoding (GSM-7 or UCS-2) is worked out here, not taken from the shop.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { countCampaignSms, countSms, hasOwnOptOut, OWN_OPT_OUT_MESSAGE, SMS_MAX_PARTS } from "../../shared/sms.js";
import { smsWithWalletLink, WALLET_PLACEHOLDER } from "../../shared/walletLink.js";
import { NO_CONTENT, type ContentRules } from "../types.js";
import { exampleSmsOptOutLink, smsLinkHost } from "./links.js";

const schema = z.object({
  type: z.literal("SMS"),
  /** the shop's own name for it; default: the start of the text */
  title: z.string().trim().min(1).max(100).optional(),
  text: z.string().trim().min(1).max(1000),
});

export const smsContent = {
  type: "SMS",
  flag: "notifications-sms",
  owner: { noun: "SMS", listPath: "/admin/alerts/sms" },
  schema,
  async store({ db, env, companyId }, input) {
    // {wallet} is sent as the shop's short wallet link: counted as sent.
    const company = input.text.includes(WALLET_PLACEHOLDER) ? await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { slug: true } }) : null;
    const sent = company ? smsWithWalletLink(input.text, smsLinkHost(env), company.slug) : input.text;
    if (countCampaignSms(sent, exampleSmsOptOutLink(env)).parts > SMS_MAX_PARTS) {
      throw new TRPCError({ code: "BAD_REQUEST", message: `Το μήνυμα ξεπερνά τα ${SMS_MAX_PARTS} τμήματα SMS.` });
    }
    if (hasOwnOptOut(input.text)) throw new TRPCError({ code: "BAD_REQUEST", message: OWN_OPT_OUT_MESSAGE });
    const title = input.title ?? (input.text.length > 60 ? `${input.text.slice(0, 59)}…` : input.text);
    return { ...NO_CONTENT, title, text: input.text, encoding: countSms(input.text).encoding };
  },
} satisfies ContentRules<typeof schema>;
