import { findShopSubmission, requireAlertFlag, toSubmission } from "../../campaigns/submissions.js";
import { customOptionDefinitions } from "../../customers/options.js";
import type { CompanyContext } from "../../trpc.js";
import type { SubmissionIdInput } from "./campaign.schema.js";

/** The launchpad's choices for one submission: e-mail lists (e-mail only) and the custom options to filter by. */
export async function audienceOptionsHandler({ ctx, input }: { ctx: CompanyContext; input: SubmissionIdInput }) {
  const row = await findShopSubmission(ctx.db, ctx.company.id, input.id);
  requireAlertFlag(ctx.company, row.type);
  const lists =
    row.type === "EMAIL"
      ? await ctx.db.emailList.findMany({ where: { companyId: ctx.company.id }, orderBy: { title: "asc" }, select: { id: true, title: true, emails: true } })
      : [];
  return {
    submission: toSubmission(row),
    emailLists: lists.map((list) => ({ id: list.id, title: list.title, count: list.emails.length })),
    customOptions: await customOptionDefinitions(ctx.db, ctx.company.id),
  };
}
