import { companyProcedure, permissionProcedure, router } from "../../trpc.js";
import { addHandler } from "./add.handler.js";
import { addSchema } from "./add.schema.js";
import { addStampHandler } from "./addStamp.handler.js";
import { addStampSchema } from "./addStamp.schema.js";
import { cancelHandler } from "./cancel.handler.js";
import { cancelSchema } from "./cancel.schema.js";
import { customerPreviewHandler } from "./customerPreview.handler.js";
import { customerPreviewSchema } from "./customerPreview.schema.js";
import { getHandler } from "./get.handler.js";
import { giftsGetHandler } from "./giftsGet.handler.js";
import { giftsGetSchema } from "./giftsGet.schema.js";
import { getSchema } from "./get.schema.js";
import { listTagsHandler } from "./listTags.handler.js";
import { stampsGetHandler } from "./stampsGet.handler.js";
import { undoHandler } from "./undo.handler.js";
import { undoSchema } from "./undo.schema.js";

export const transactionRouter = router({
  add: companyProcedure.meta({ flag: "add-points-normal" }).input(addSchema).mutation(addHandler),
  addStamp: companyProcedure.meta({ flag: "add-points-stamps" }).input(addStampSchema).mutation(addStampHandler),
  get: permissionProcedure("customers").meta({ flag: "transactions-transactions" }).input(getSchema).query(getHandler),
  stampsGet: permissionProcedure("customers").meta({ flag: "transactions-stamps-transactions" }).input(getSchema).query(stampsGetHandler),
  cancel: permissionProcedure("customers").meta({ flag: "transactions" }).input(cancelSchema).mutation(cancelHandler),
  // The counter's «Αναίρεση»: any cashier, their own sale, for a few minutes (ledger/undo.ts).
  undo: companyProcedure.meta({ flag: "add-points" }).input(undoSchema).mutation(undoHandler),
  giftsGet: permissionProcedure("customers").meta({ flag: "customers" }).input(giftsGetSchema).query(giftsGetHandler),
  listTags: companyProcedure.query(listTagsHandler),
  customerPreview: companyProcedure.meta({ flag: "add-points" }).input(customerPreviewSchema).query(customerPreviewHandler),
});
