import { ownerProcedure, router } from "../../trpc.js";
import { catalogueHandler } from "./catalogue.handler.js";
import { listHandler } from "./list.handler.js";
import { removeHandler } from "./remove.handler.js";
import { setHandler } from "./set.handler.js";
import { removeLinkSchema, setLinkSchema } from "./socialMedia.schema.js";

// The shop's social media links, one per network of the platform's catalogue.
export const socialMediaRouter = router({
  catalogue: ownerProcedure.query(catalogueHandler),
  list: ownerProcedure.query(listHandler),
  set: ownerProcedure.input(setLinkSchema).mutation(setHandler),
  remove: ownerProcedure.input(removeLinkSchema).mutation(removeHandler),
});
