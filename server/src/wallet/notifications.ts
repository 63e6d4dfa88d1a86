// What the customer received from their shops, listed under «Ειδοποιήσεις»: the push notifications (kept
// per user, marked viewed when seen) and the campaign SMS the SMS channel delivered to their phone.
import { smsReceived } from "../channels/sms/received.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";

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
  const texted = user.phone ? await smsReceived(db, env, userId, user.phone, SHOWN) : [];
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
    ...texted.map((sms) => ({ ...sms, channel: "sms" as const, viewed: true, title: null, url: null })),
  ];
  return notices.sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN);
}

export async function markNotificationsViewed(db: Db, userId: string, ids: string[]) {
  const { count } = await db.userNotification.updateMany({ where: { userId, id: { in: ids }, viewedAt: null }, data: { viewedAt: new Date() } });
  return { marked: count };
}
