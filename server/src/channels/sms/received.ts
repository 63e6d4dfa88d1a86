// The campaign SMS a person received at the shops they still belong to, for the wallet's «Ειδοποιήσεις».
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { smsWithWalletLink } from "../../shared/walletLink.js";
import { smsLinkHost } from "./links.js";

/** Sent SMS to this phone, newest first, with the wallet link filled in as the phone showed it. */
export async function smsReceived(db: Db, env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">, userId: string, phone: string, take: number) {
  // Leaving a shop unlinks its customer row, so that shop's SMS drop out of the list.
  const rows = await db.campaignDelivery.findMany({
    where: { channel: "SMS", status: "sent", address: phone, sentAt: { not: null }, customer: { userId } },
    orderBy: { sentAt: "desc" },
    take,
    select: {
      id: true,
      sentAt: true,
      campaign: { select: { alertReview: { select: { text: true, company: { select: { name: true, slug: true } } } } } },
    },
  });
  return rows.map((row) => {
    const { text, company } = row.campaign.alertReview;
    return {
      id: row.id,
      at: row.sentAt!.toISOString(),
      shop: company.name,
      text: smsWithWalletLink(text ?? "", smsLinkHost(env), company.slug),
    };
  });
}
