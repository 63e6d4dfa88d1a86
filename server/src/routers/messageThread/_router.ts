import { companyProcedure, platformAdminProcedure, router } from "../../trpc.js";
import { adminGetHandler } from "./adminGet.handler.js";
import { adminListHandler } from "./adminList.handler.js";
import { adminReplyHandler } from "./adminReply.handler.js";
import { createHandler } from "./create.handler.js";
import { getHandler } from "./get.handler.js";
import { listHandler } from "./list.handler.js";
import { createThreadSchema, idSchema, sendSchema } from "./messageThread.schema.js";
import { sendHandler } from "./send.handler.js";
import { unreadCountHandler } from "./unreadCount.handler.js";

// The shop writes to the platform (/admin/contact); platform admins answer every shop.
export const messageThreadRouter = router({
  list: companyProcedure.query(listHandler),
  unreadCount: companyProcedure.query(unreadCountHandler),
  create: companyProcedure.input(createThreadSchema).mutation(createHandler),
  get: companyProcedure.input(idSchema).query(getHandler),
  send: companyProcedure.input(sendSchema).mutation(sendHandler),
  adminList: platformAdminProcedure.query(adminListHandler),
  adminGet: platformAdminProcedure.input(idSchema).query(adminGetHandler),
  adminReply: platformAdminProcedure.input(sendSchema).mutation(adminReplyHandler),
});
