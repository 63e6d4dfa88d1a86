// Bounces reported back by the mail provider (webhook): the delivery is matched by the Message-ID we
// sent (providerId), or by campaign and address, and recorded as bounced.
import { z } from "zod";
import type { Db } from "../../db/client.js";

export const bounceSchema = z.object({
  messageId: z.string().trim().min(1).max(500).optional(),
  email: z.string().trim().min(3).max(320).optional(),
  campaignId: z.string().trim().min(1).max(64).optional(),
  reason: z.string().trim().max(500).optional(),
});

export type BounceReport = z.infer<typeof bounceSchema>;

/** Returns how many deliveries were marked bounced (0 when nothing matched). */
export async function recordBounce(db: Db, report: BounceReport): Promise<number> {
  const error = report.reason || "bounced";
  if (report.messageId) {
    const bare = report.messageId.replace(/^<|>$/g, "");
    const { count } = await db.campaignDelivery.updateMany({
      where: { channel: "EMAIL", providerId: { in: [`<${bare}>`, bare] }, status: { in: ["sent", "failed"] } },
      data: { status: "bounced", error },
    });
    return count;
  }
  if (report.email && report.campaignId) {
    const { count } = await db.campaignDelivery.updateMany({
      where: { channel: "EMAIL", campaignId: report.campaignId, address: { equals: report.email, mode: "insensitive" }, status: { in: ["sent", "failed"] } },
      data: { status: "bounced", error },
    });
    return count;
  }
  return 0;
}
