import { ownerProcedure, router } from "../../trpc.js";
import { addLocationHandler } from "./addLocation.handler.js";
import { createHandler } from "./create.handler.js";
import { deleteHandler } from "./delete.handler.js";
import { deleteLocationHandler } from "./deleteLocation.handler.js";
import { listHandler } from "./list.handler.js";
import { addLocationSchema, createStoreSchema, idSchema, updateLocationSchema, updateStoreSchema } from "./store.schema.js";
import { updateHandler } from "./update.handler.js";
import { updateLocationHandler } from "./updateLocation.handler.js";

// The shop's stores (branches) and their locations, edited in the settings by the owner.
// The counter's store picker reads them through company.getStores.
export const storeRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createStoreSchema).mutation(createHandler),
  update: ownerProcedure.input(updateStoreSchema).mutation(updateHandler),
  delete: ownerProcedure.input(idSchema).mutation(deleteHandler),
  addLocation: ownerProcedure.input(addLocationSchema).mutation(addLocationHandler),
  updateLocation: ownerProcedure.input(updateLocationSchema).mutation(updateLocationHandler),
  deleteLocation: ownerProcedure.input(idSchema).mutation(deleteLocationHandler),
});
