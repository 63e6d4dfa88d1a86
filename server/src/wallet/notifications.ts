// What the customer received from their shops, listed under «Ειδοποιήσεις»: the push notifications (kept
// per user, marked viewed when seen) and the campaign SMS the SMS channel delivered to their phone.
import { smsLinkHost } from "../channels/sms/links.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { smsWithWalletLink } from "../shared/walletLink.js";

const SHOWN = 50;

/** Push notifications and campaign SMS, newest first. An SMS has no title and counts as seen: the phone showed it. */
export async function walletNotifications(db: Db, env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">, userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true } });
  const pushed = await db.userNotification.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: SHOWN,
    select: {
      id: true,
      viewedAt: true,
      createdAt: true,
      notification: { select: { title: true, text: true, url: true, company: { select: { name: true } } } },
    },
  });
  // Only what went to this phone at shops the person still belongs to: leaving a shop unlinks its row.
  const texted = user.phone
    ? await db.campaignDelivery.findMany({
        where: { channel: "SMS", status: "sent", address: user.phone, sentAt: { not: null }, customer: { userId } },
        orderBy: { sentAt: "desc" },
        take: SHOWN,
        select: {
          id: true,
          sentAt: true,
          campaign: { select: { alertReview: { select: { text: true, company: { select: { name: true, slug: true } } } } } },
        },
      })
    : [];
  const notices = [
    ...pushed.map((row) => ({
      id: row.id,
      channel: "push" as const,
      viewed: row.viewedAt !== null,
      at: row.createdAt.toISOString(),
      shop: row.notification.company.name,
      title: row.notification.title as string | null,
      text: row.notification.text,
      url: row.notification.url,
    })),
    ...texted.map((row) => {
      const { text, company } = row.campaign.alertReview;
      return {
        id: row.id,
        channel: "sms" as const,
        viewed: true,
        at: row.sentAt!.toISOString(),
        shop: company.name,
        title: null,
        text: smsWithWalletLink(text ?? "", smsLinkHost(env), company.slug),
        url: null,
      };
    }),
  ];
  return notices.sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN);
}

export async function markNotificationsViewed(db: Db, userId: string, ids: string[]) {
  const { count } = await db.userNotification.updateMany({ where: { userId, id: { in: ids }, viewedAt: null }, data: { viewedAt: new Date() } });
  return { marked: count };
}
