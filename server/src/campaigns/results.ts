// A launched campaign's outcome: counts per delivery status and the recipients, in keyset pages.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import { SKIP_REASON_LABELS } from "../channels/registry.js";
import type { CampaignType } from "../channels/types.js";
import type { DeliveryStatus } from "../generated/prisma/client.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { findShopCampaign, toCampaign, type Campaign } from "./campaign.js";

export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed", "bounced", "skipped"] as const;

/** `campaign`: its sending (the Campaign row the launch wrote); `submission`: the campaign itself. */
export type CampaignResults = {
  campaign: { id: string; title: string; description: string | null; channel: CampaignType; createdAt: string; scheduledAt: string | null };
  submission: Campaign;
  counts: Record<DeliveryStatus, number> & { total: number };
  recipients: {
    body: Array<{
      id: string;
      customerId: string;
      name: string | null;
      phone: string;
      address: string | null;
      status: DeliveryStatus;
      error: string | null;
      errorLabel: string | null;
      sentAt: string | null;
    }>;
    nextCursor: string | null;
  };
};

export type ResultsQuery = { id: string; status?: DeliveryStatus; cursor?: string | null; limit: number };

function errorLabel(status: DeliveryStatus, error: string | null): string | null {
  if (!error) return null;
  if (error in SKIP_REASON_LABELS) return SKIP_REASON_LABELS[error]!;
  if (error === "interrupted") return "Η αποστολή διακόπηκε· δεν επαναλήφθηκε για να μη σταλεί δύο φορές";
  if (status === "bounced") return `Επιστράφηκε: ${error}`;
  return status === "pending" ? `Θα ξαναδοκιμαστεί: ${error}` : `Σφάλμα: ${error}`;
}

export async function campaignResults(db: Db, companyId: string, query: ResultsQuery): Promise<CampaignResults> {
  const shopCampaign = await findShopCampaign(db, companyId, query.id);
  const sending = await db.campaign.findFirst({ where: { alertReviewId: shopCampaign.id }, orderBy: { createdAt: "desc" }, include: { launch: true } });
  if (!sending?.launch) throw new TRPCError({ code: "NOT_FOUND", message: "Η καμπάνια δεν έχει σταλεί ακόμη." });

  const grouped = await db.campaignDelivery.groupBy({ by: ["status"], where: { campaignId: sending.id }, _count: { _all: true } });
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as CampaignResults["counts"];
  counts.total = 0;
  for (const group of grouped) {
    counts[group.status] = group._count._all;
    counts.total += group._count._all;
  }

  const after = query.cursor ? String(decodeCursor(query.cursor, 1)[0]) : null;
  const rows = await db.campaignDelivery.findMany({
    where: { campaignId: sending.id, ...(query.status ? { status: query.status } : {}), ...(after ? { id: { gt: after } } : {}) },
    orderBy: { id: "asc" },
    take: query.limit + 1,
    include: { customer: { select: { phone: true, firstName: true, lastName: true, user: { select: { firstName: true, lastName: true, name: true } } } } },
  });
  const page = rows.slice(0, query.limit);
  return {
    campaign: {
      id: sending.id,
      title: sending.title,
      description: sending.description,
      channel: sending.launch.channel,
      createdAt: sending.createdAt.toISOString(),
      scheduledAt: sending.launch.scheduledAt?.toISOString() ?? null,
    },
    submission: toCampaign(shopCampaign),
    counts,
    recipients: {
      body: page.map((row) => {
        const { customer } = row;
        const first = customer.firstName ?? customer.user?.firstName;
        const last = customer.lastName ?? customer.user?.lastName;
        return {
          id: row.id,
          customerId: row.customerId,
          name: [first, last].filter(Boolean).join(" ") || customer.user?.name || null,
          phone: customer.phone,
          address: row.address,
          status: row.status,
          error: row.error,
          errorLabel: errorLabel(row.status, row.error),
          sentAt: row.sentAt?.toISOString() ?? null,
        };
      }),
      nextCursor: rows.length > query.limit ? encodeCursor([page[page.length - 1]!.id]) : null,
    },
  };
}
