// The counter: a customer's preview, awarding points and stamps (and undoing one's own), redeeming a coupon, identifying a
// wallet's code, and the tags and stores the award form offers.
import type { CallList } from "./byPath";

export const counterCalls = {
  "transaction.listTags": "query",
  "company.getStores": "query",
  "transaction.customerPreview": "query",
  "transaction.add": "mutation",
  "transaction.addStamp": "mutation",
  // «Αναίρεση»: the cashier's own sale, from the result, for a few minutes.
  "transaction.undo": "mutation",
  "coupon.redeem": "mutation",
  // Run once per scanned wallet code, when it is scanned (not a cached read).
  "company.identifyWalletCustomer": "query run as mutation",
} satisfies CallList;
