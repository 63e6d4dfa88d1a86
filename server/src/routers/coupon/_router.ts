import { companyProcedure, permissionProcedure, router } from "../../trpc.js";
import { cancelHandler } from "./cancel.handler.js";
import { createHandler } from "./create.handler.js";
import { createSchema } from "./create.schema.js";
import { getHandler } from "./get.handler.js";
import { getSchema } from "./get.schema.js";
import { redeemHandler } from "./redeem.handler.js";
import { redeemSchema } from "./redeem.schema.js";
import { stampsGetHandler } from "./stampsGet.handler.js";

export const couponRouter = router({
  redeem: companyProcedure.meta({ flag: "redeem" }).input(redeemSchema).mutation(redeemHandler),
  create: permissionProcedure("customers").meta({ flag: "customers" }).input(createSchema).mutation(createHandler),
  cancel: permissionProcedure("customers").meta({ flag: "customers" }).input(redeemSchema).mutation(cancelHandler),
  get: permissionProcedure("customers").meta({ flag: "transactions-coupons" }).input(getSchema).query(getHandler),
  stampsGet: permissionProcedure("customers").meta({ flag: "transactions-stamps-coupons" }).input(getSchema).query(stampsGetHandler),
});
