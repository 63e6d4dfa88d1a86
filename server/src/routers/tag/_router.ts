import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { listHandler } from "./list.handler.js";
import { removeHandler } from "./remove.handler.js";
import { createTagSchema, idSchema, updateTagSchema } from "./tag.schema.js";
import { updateHandler } from "./update.handler.js";

// The shop's transaction tags, edited by the owner; the counter reads them with transaction.listTags.
export const tagRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createTagSchema).mutation(createHandler),
  update: ownerProcedure.input(updateTagSchema).mutation(updateHandler),
  remove: ownerProcedure.input(idSchema).mutation(removeHandler),
});
