import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { deleteHandler } from "./delete.handler.js";
import { createTemplateSchema, idSchema, updateTemplateSchema } from "./emailTemplate.schema.js";
import { listHandler } from "./list.handler.js";
import { updateHandler } from "./update.handler.js";

// The shop's e-mail templates (settings), starting points for e-mail campaigns.
export const emailTemplateRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createTemplateSchema).mutation(createHandler),
  update: ownerProcedure.input(updateTemplateSchema).mutation(updateHandler),
  delete: ownerProcedure.input(idSchema).mutation(deleteHandler),
});
