import { companyProcedure, ownerProcedure, platformAdminProcedure, router } from "../../trpc.js";
import { addHandler } from "./add.handler.js";
import { adminAddHandler } from "./adminAdd.handler.js";
import { adminGetHandler } from "./adminGet.handler.js";
import { adminRemoveHandler } from "./adminRemove.handler.js";
import { getHandler } from "./get.handler.js";
import { addSchema, listSchema, removeSchema } from "./mediaLibrary.schema.js";
import { removeHandler } from "./remove.handler.js";

// Uploaded images (POST /api/upload, then add): the shop's library and the platform's shared one.
// Deleting is the owner's (a cashier who may pick an image may not remove one the shop relies on).
export const mediaLibraryRouter = router({
  get: companyProcedure.input(listSchema).query(getHandler),
  add: companyProcedure.input(addSchema).mutation(addHandler),
  remove: ownerProcedure.input(removeSchema).mutation(removeHandler),
  adminGet: platformAdminProcedure.input(listSchema).query(adminGetHandler),
  adminAdd: platformAdminProcedure.input(addSchema).mutation(adminAddHandler),
  adminRemove: platformAdminProcedure.input(removeSchema).mutation(adminRemoveHandler),
});
