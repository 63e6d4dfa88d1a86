import { permissionProcedure, router } from "../../trpc.js";
import { addHandler } from "./add.handler.js";
import { deleteHandler } from "./delete.handler.js";
import { fieldSchema } from "./field.schema.js";
import { getHandler } from "./get.handler.js";
import { getFieldsHandler } from "./getFields.handler.js";
import { getNoteHandler } from "./getNote.handler.js";
import { customerPhoneSchema } from "./phone.schema.js";
import { updateNoteHandler } from "./updateNote.handler.js";
import { updateNoteSchema } from "./updateNote.schema.js";

// The customer panel's custom options and notes. No admin-panel flag of its own (the panel belongs to
// the customers item), but it is customer data: an employee needs the owner's customers grant.
const panel = permissionProcedure("customers");

export const customOptionRouter = router({
  get: panel.query(getHandler),
  getFields: panel.input(customerPhoneSchema).query(getFieldsHandler),
  add: panel.input(fieldSchema).mutation(addHandler),
  delete: panel.input(fieldSchema).mutation(deleteHandler),
  getNote: panel.input(customerPhoneSchema).query(getNoteHandler),
  updateNote: panel.input(updateNoteSchema).mutation(updateNoteHandler),
});
