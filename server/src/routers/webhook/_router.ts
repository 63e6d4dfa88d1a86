import { ownerProcedure, router } from "../../trpc.js";
import { createHandler, deleteHandler, rotateSecretHandler, updateHandler } from "./endpoint.handler.js";
import { createSchema, endpointIdSchema, updateSchema } from "./endpoint.schema.js";
import { deliveriesHandler, resendHandler } from "./deliveries.handler.js";
import { deliveriesSchema, resendSchema } from "./deliveries.schema.js";
import { listHandler } from "./list.handler.js";

/** Settings → Webhooks: the shop's endpoints, their deliveries and "send again" (owner only). */
export const webhookRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createSchema).mutation(createHandler),
  update: ownerProcedure.input(updateSchema).mutation(updateHandler),
  rotateSecret: ownerProcedure.input(endpointIdSchema).mutation(rotateSecretHandler),
  delete: ownerProcedure.input(endpointIdSchema).mutation(deleteHandler),
  deliveries: ownerProcedure.input(deliveriesSchema).query(deliveriesHandler),
  resend: ownerProcedure.input(resendSchema).mutation(resendHandler),
});
