import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { deleteHandler } from "./delete.handler.js";
import { createListSchema, idSchema, importCsvSchema, updateListSchema } from "./emailList.schema.js";
import { getHandler } from "./get.handler.js";
import { importCsvHandler } from "./importCsv.handler.js";
import { listHandler } from "./list.handler.js";
import { updateHandler } from "./update.handler.js";

// The shop's e-mail lists (settings): addresses typed in or imported from a CSV file.
export const emailListRouter = router({
  list: ownerProcedure.query(listHandler),
  get: ownerProcedure.input(idSchema).query(getHandler),
  create: ownerProcedure.input(createListSchema).mutation(createHandler),
  update: ownerProcedure.input(updateListSchema).mutation(updateHandler),
  delete: ownerProcedure.input(idSchema).mutation(deleteHandler),
  importCsv: ownerProcedure.input(importCsvSchema).mutation(importCsvHandler),
});
