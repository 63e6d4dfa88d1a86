import type { CompanyContext } from "../../trpc.js";
import { removeCustomerField } from "../../customers/options.js";
import type { FieldInput } from "./field.schema.js";

export async function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: FieldInput }) {
  const { phone, ...field } = input;
  return removeCustomerField(ctx.db, ctx.company.id, phone, field);
}
