// The customer panel's custom options and notes. No permission flag: the panel opens wherever a
// customer is shown at the counter (SPEC 2, customer detail panel).
import { companyProcedure, router } from "../../trpc.js";
import { addHandler } from "./add.handler.js";
import { deleteHandler } from "./delete.handler.js";
import { fieldSchema } from "./field.schema.js";
import { getHandler } from "./get.handler.js";
import { getFieldsHandler } from "./getFields.handler.js";
import { getNoteHandler } from "./getNote.handler.js";
import { customerPhoneSchema } from "./phone.schema.js";
import { updateNoteHandler } from "./updateNote.handler.js";
import { updateNoteSchema } from "./updateNote.schema.js";

export const customOptionRouter = router({
  get: companyProcedure.query(getHandler),
  getFields: companyProcedure.input(customerPhoneSchema).query(getFieldsHandler),
  add: companyProcedure.input(fieldSchema).mutation(addHandler),
  delete: companyProcedure.input(fieldSchema).mutation(deleteHandler),
  getNote: companyProcedure.input(customerPhoneSchema).query(getNoteHandler),
  updateNote: companyProcedure.input(updateNoteSchema).mutation(updateNoteHandler),
});
