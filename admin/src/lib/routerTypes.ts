// The server router's input and output types, for pages that name a record's shape. Type-only: importing
// them loads no client (pages reach the server through the data provider, never the tRPC client).
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@shared/appRouter.js";

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
