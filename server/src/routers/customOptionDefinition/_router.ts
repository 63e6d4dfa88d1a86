import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { createDefinitionSchema, keySchema, updateDefinitionSchema } from "./definition.schema.js";
import { deleteHandler } from "./delete.handler.js";
import { listHandler } from "./list.handler.js";
import { updateHandler } from "./update.handler.js";

// The custom options the shop keeps on its customers (settings); the counter reads them with customOption.get.
export const customOptionDefinitionRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createDefinitionSchema).mutation(createHandler),
  update: ownerProcedure.input(updateDefinitionSchema).mutation(updateHandler),
  delete: ownerProcedure.input(keySchema).mutation(deleteHandler),
});
