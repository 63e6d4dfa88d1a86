import type { CompanyContext } from "../../trpc.js";
import { customerFields } from "../../customers/options.js";
import type { CustomerPhoneInput } from "./phone.schema.js";

export async function getFieldsHandler({ ctx, input }: { ctx: CompanyContext; input: CustomerPhoneInput }) {
  return customerFields(ctx.db, ctx.company.id, input.phone);
}
