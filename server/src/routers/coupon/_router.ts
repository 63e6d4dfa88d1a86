import { companyProcedure, router } from "../../trpc.js";
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
  create: companyProcedure.meta({ flag: "customers" }).input(createSchema).mutation(createHandler),
  cancel: companyProcedure.meta({ flag: "customers" }).input(redeemSchema).mutation(cancelHandler),
  get: companyProcedure.meta({ flag: "transactions-coupons" }).input(getSchema).query(getHandler),
  stampsGet: companyProcedure.meta({ flag: "transactions-stamps-coupons" }).input(getSchema).query(stampsGetHandler),
});
