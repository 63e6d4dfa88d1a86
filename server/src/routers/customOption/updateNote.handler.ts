import type { CompanyContext } from "../../trpc.js";
import { updateCustomerNote } from "../../customers/options.js";
import type { UpdateNoteInput } from "./updateNote.schema.js";

export async function updateNoteHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateNoteInput }) {
  return updateCustomerNote(ctx.db, ctx.company.id, input.phone, input.text);
}
