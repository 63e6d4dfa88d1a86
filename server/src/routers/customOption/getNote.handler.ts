import type { CompanyContext } from "../../trpc.js";
import { customerNote } from "../../customers/options.js";
import type { CustomerPhoneInput } from "./phone.schema.js";

export async function getNoteHandler({ ctx, input }: { ctx: CompanyContext; input: CustomerPhoneInput }) {
  return customerNote(ctx.db, ctx.company.id, input.phone);
}
