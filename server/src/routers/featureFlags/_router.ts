import { companyProcedure, router } from "../../trpc.js";
import { readFlags } from "../../shared/flags.js";

export const featureFlagsRouter = router({
  // The shop's admin-panel flags: { "admin-panel": { "<permission>": boolean } }.
  get: companyProcedure.query(({ ctx }) => readFlags(ctx.company.flags)),
});
