import { companyProcedure, platformAdminProcedure, router } from "../../trpc.js";
import { addHandler } from "./add.handler.js";
import { addSchema } from "./add.schema.js";
import { adminAddHandler } from "./adminAdd.handler.js";
import { adminGetHandler } from "./adminGet.handler.js";
import { getHandler } from "./get.handler.js";

// Uploaded images (POST /api/upload, then add): the shop's library and the platform's shared one.
export const mediaLibraryRouter = router({
  get: companyProcedure.query(getHandler),
  add: companyProcedure.input(addSchema).mutation(addHandler),
  adminGet: platformAdminProcedure.query(adminGetHandler),
  adminAdd: platformAdminProcedure.input(addSchema).mutation(adminAddHandler),
});
