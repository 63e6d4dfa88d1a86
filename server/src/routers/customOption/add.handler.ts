import type { CompanyContext } from "../../trpc.js";
import { addCustomerField } from "../../customers/options.js";
import type { FieldInput } from "./field.schema.js";

export async function addHandler({ ctx, input }: { ctx: CompanyContext; input: FieldInput }) {
  const { phone, ...field } = input;
  return addCustomerField(ctx.db, ctx.company.id, phone, field);
}
