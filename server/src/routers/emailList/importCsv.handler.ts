import { TRPCError } from "@trpc/server";
import { parseEmailCsv } from "../../shared/emailCsv.js";
import type { CompanyContext } from "../../trpc.js";
import { MAX_LIST_EMAILS, TOO_MANY_EMAILS_MESSAGE, type ImportCsvInput } from "./emailList.schema.js";
import { listNotFound, toSummary } from "./lists.js";

/**
 * Adds the file's valid addresses to the list (or replaces the list with them) and reports the rest:
 * `duplicates` counts addresses repeated in the file or already in the list; invalid lines are not stored.
 */
export async function importCsvHandler({ ctx, input }: { ctx: CompanyContext; input: ImportCsvInput }) {
  const report = parseEmailCsv(input.csv);
  return ctx.db.$transaction(async (tx) => {
    const list = await tx.emailList.findFirst({ where: { id: input.id, companyId: ctx.company.id } });
    if (!list) throw listNotFound();
    const kept = input.replace ? [] : list.emails;
    const present = new Set(kept);
    const added = report.emails.filter((email) => !present.has(email));
    const emails = [...kept, ...added];
    if (emails.length > MAX_LIST_EMAILS) throw new TRPCError({ code: "BAD_REQUEST", message: TOO_MANY_EMAILS_MESSAGE });
    const updated = await tx.emailList.update({ where: { id: list.id }, data: { emails } });
    return {
      list: toSummary(updated),
      added: added.length,
      duplicates: report.duplicates + (report.emails.length - added.length),
      invalid: report.invalid,
    };
  });
}
