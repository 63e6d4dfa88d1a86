import { ownerProcedure, router } from "../../trpc.js";
import { atRiskHandler } from "./atRisk.handler.js";
import { atRiskSchema } from "./atRisk.schema.js";
import { domainHandler } from "./domain.handler.js";
import { periodSchema } from "./period.schema.js";
import { shopBreakdownHandler } from "./shopBreakdown.handler.js";
import { shopBusiestHandler } from "./shopBusiest.handler.js";
import { shopCustomersHandler } from "./shopCustomers.handler.js";
import { shopOverviewHandler } from "./shopOverview.handler.js";
import { shopRetentionHandler } from "./shopRetention.handler.js";
import { shopTodayHandler } from "./shopToday.handler.js";

const shop = ownerProcedure.meta({ flag: "analytics-shop" });

export const analyticsRouter = router({
  shopOverview: shop.input(periodSchema).query(shopOverviewHandler),
  shopCustomers: shop.input(periodSchema).query(shopCustomersHandler),
  shopBusiest: shop.input(periodSchema).query(shopBusiestHandler),
  shopBreakdown: shop.input(periodSchema).query(shopBreakdownHandler),
  shopRetention: shop.input(periodSchema).query(shopRetentionHandler),
  atRisk: shop.input(atRiskSchema).query(atRiskHandler),
  shopToday: shop.query(shopTodayHandler),
  domain: ownerProcedure.meta({ flag: "analytics-domain" }).query(domainHandler),
});
