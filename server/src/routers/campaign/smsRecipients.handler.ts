import { countAudience } from "../../campaigns/audience.js";
import { requireAlertFlag } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";

/** How many of the shop's customers an SMS to everyone would reach now: the SMS form multiplies its parts by it. */
export async function smsRecipientsHandler({ ctx }: { ctx: CompanyContext }): Promise<{ recipients: number }> {
  requireAlertFlag(ctx.company, "SMS");
  const { eligible } = await countAudience(ctx.db, ctx.company.id, "SMS", { kind: "all" });
  return { recipients: eligible };
}
