import { platformAdminProcedure, router } from "../../trpc.js";
import { listHandler } from "./list.handler.js";
import { outboxListInput } from "./list.schema.js";

// The development outbox: e-mails, SMS and push notifications kept in the database instead of sent.
export const outboxRouter = router({
  list: platformAdminProcedure.input(outboxListInput).query(listHandler),
});
