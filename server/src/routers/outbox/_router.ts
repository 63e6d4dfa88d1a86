import { platformAdminProcedure, router } from "../../trpc.js";
import { listHandler } from "./list.handler.js";

// The development outbox: e-mails kept in the database when no SMTP server is configured.
export const outboxRouter = router({
  list: platformAdminProcedure.query(listHandler),
});
