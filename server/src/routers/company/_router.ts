import { companyProcedure, permissionProcedure, router } from "../../trpc.js";
import { getHandler } from "./get.handler.js";
import { getStoresHandler } from "./getStores.handler.js";
import { getCustomerHandler } from "./getCustomer.handler.js";
import { getCustomerSchema } from "./getCustomer.schema.js";
import { getCustomersHandler } from "./getCustomers.handler.js";
import { getCustomersSchema } from "./getCustomers.schema.js";
import { getHiddenRewardsHandler } from "./getHiddenRewards.handler.js";
import { getRewardsHandler } from "./getRewards.handler.js";
import { getStampRewardsHandler } from "./getStampRewards.handler.js";
import { identifyWalletCustomerHandler } from "./identifyWalletCustomer.handler.js";
import { identifyWalletCustomerSchema } from "./identifyWalletCustomer.schema.js";
import { updateCustomerInfoHandler } from "./updateCustomerInfo.handler.js";
import { updateCustomerInfoSchema } from "./updateCustomerInfo.schema.js";

// The counter needs only the shop and its stores; the customers need the owner's grant.
const customers = permissionProcedure("customers").meta({ flag: "customers" });

export const companyRouter = router({
  get: companyProcedure.query(getHandler),
  getStores: companyProcedure.query(getStoresHandler),
  // The counter: the customer's wallet QR code → their phone.
  identifyWalletCustomer: companyProcedure.input(identifyWalletCustomerSchema).query(identifyWalletCustomerHandler),
  getCustomer: customers.input(getCustomerSchema).query(getCustomerHandler),
  getCustomers: customers.input(getCustomersSchema).query(getCustomersHandler),
  updateCustomerInfo: customers.input(updateCustomerInfoSchema).mutation(updateCustomerInfoHandler),
  getRewards: customers.query(getRewardsHandler),
  getStampRewards: customers.query(getStampRewardsHandler),
  getHiddenRewards: customers.query(getHiddenRewardsHandler),
});
