import { permissionProcedure, router } from "../../trpc.js";
import { averageTransactionDiffHandler } from "./averageTransactionDiff.handler.js";
import { averageTransactionDiffSchema } from "./averageTransactionDiff.schema.js";

export const statsRouter = router({
  averageTransactionDiff: permissionProcedure("customers").meta({ flag: "customers" }).input(averageTransactionDiffSchema).query(averageTransactionDiffHandler),
});
