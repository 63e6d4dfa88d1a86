// What the owner's home page suggests doing next, read from the shop's state: campaigns the review sent
// back or approved, a programme without rewards, a counter that has never been used, a shop without
// staff. The admin words each step and links it to its page; here only what is true of the shop.
import type { Company } from "../generated/prisma/client.js";
import type { Db } from "../db/client.js";
import { CAMPAIGN_TYPES, contentRulesOf } from "../channels/registry.js";
import type { CampaignType } from "../channels/types.js";
import { readFlags } from "../shared/flags.js";

type CampaignStep = { kind: "fix-campaign" | "launch-campaign"; id: string; type: CampaignType; title: string };
type ShopStep = { kind: "create-reward" | "create-stamp-reward" | "first-purchase" | "invite-staff" };
type NextStep = CampaignStep | ShopStep;

export type ShopHome = {
  /** The shop's campaigns waiting for the platform's review; null when the shop has no campaigns. */
  pendingReview: number | null;
  /** Most pressing first. */
  steps: NextStep[];
};

/** At most this many campaigns of each kind are listed: the campaigns' page has the rest. */
const CAMPAIGNS_PER_STEP = 3;

export async function shopHome(db: Db, company: Company, now: Date): Promise<ShopHome> {
  const flags = readFlags(company.flags)["admin-panel"];
  const types = flags.notifications ? CAMPAIGN_TYPES.filter((type) => flags[contentRulesOf(type).flag]) : [];
  const campaigns = (status: "REJECTED" | "APPROVED") =>
    db.alertReview.findMany({
      where: { companyId: company.id, status, type: { in: types } },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: CAMPAIGNS_PER_STEP,
      select: { id: true, type: true, title: true },
    });
  const [pendingReview, rejected, approved, reward, stampReward, purchase, stampPurchase, employee, invitation] = await Promise.all([
    db.alertReview.count({ where: { companyId: company.id, status: "PENDING_REVIEW", type: { in: types } } }),
    campaigns("REJECTED"),
    campaigns("APPROVED"),
    db.reward.findFirst({ where: { companyId: company.id, active: true, hidden: false }, select: { id: true } }),
    db.stampReward.findFirst({ where: { companyId: company.id, active: true }, select: { id: true } }),
    db.transaction.findFirst({ where: { companyId: company.id }, select: { id: true } }),
    db.stampTransaction.findFirst({ where: { companyId: company.id }, select: { id: true } }),
    db.employee.findFirst({ where: { companyId: company.id, role: "EMPLOYEE", disabledAt: null }, select: { id: true } }),
    db.staffInvitation.findFirst({
      where: { companyId: company.id, acceptedAt: null, cancelledAt: null, expiresAt: { gt: now } },
      select: { id: true },
    }),
  ]);
  const steps: NextStep[] = [
    ...rejected.map((campaign) => ({ kind: "fix-campaign" as const, ...campaign })),
    ...approved.map((campaign) => ({ kind: "launch-campaign" as const, ...campaign })),
  ];
  if (company.pointsEnabled && !reward) steps.push({ kind: "create-reward" });
  if (company.stampsEnabled && !stampReward) steps.push({ kind: "create-stamp-reward" });
  if (flags["add-points"] && !purchase && !stampPurchase) steps.push({ kind: "first-purchase" });
  if (!employee && !invitation) steps.push({ kind: "invite-staff" });
  return { pendingReview: flags.notifications ? pendingReview : null, steps };
}
