// A procedure named by its tRPC path ("staff.disable"): its input, answer and kind read from AppRouter,
// its call made by the path. The custom calls are lists of such paths (./index.ts), so a call's name is
// its procedure and a renamed or removed procedure fails the type check.
import type { TRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@shared/appRouter.js";

export type Client = TRPCClient<AppRouter>;

type Routers = AppRouter["_def"]["record"];
type RouterName = keyof Routers & string;

/** Every procedure's path: "router.procedure". */
type ProcedurePath = { [Router in RouterName]: `${Router}.${keyof Routers[Router] & string}` }[RouterName];

/** What `table` (routers of procedures) holds at `path`. */
type At<Table, Path extends ProcedurePath> = Path extends `${infer Router}.${infer Name}`
  ? Router extends keyof Table
    ? Name extends keyof Table[Router]
      ? Table[Router][Name]
      : never
    : never
  : never;

type Input<Path extends ProcedurePath> = At<inferRouterInputs<AppRouter>, Path>;
/** The input of the procedure at `path`; a procedure without one takes `undefined` (tRPC says `void`). */
// biome-ignore lint/suspicious/noConfusingVoidType: tRPC types a procedure without input as `void`; this is the test for it
export type PathInput<Path extends ProcedurePath> = [Input<Path>] extends [void] ? undefined : Input<Path>;
/** The answer of the procedure at `path`, as the client receives it. */
export type PathOutput<Path extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, Path>;
/** "query" or "mutation", as the server declares the procedure at `path`. */
type PathType<Path extends ProcedurePath> = At<Routers, Path> extends { _def: { type: infer Type } } ? Type : never;

/**
 * How the pages run a call: a read Refine caches ("query": useCustomQuery), or a change ("mutation":
 * useCustomCall). A query that must reach the server each time it is asked, once, is a "query run as
 * mutation".
 */
type RunAs<Path extends ProcedurePath> = PathType<Path> extends "query" ? "query" | "query run as mutation" : "mutation";
/** A list of custom calls: procedure paths, each with how it is run (checked against the procedure's kind). */
export type CallList = { [Path in ProcedurePath]?: RunAs<Path> };

/** A custom call as the data provider runs it: a read (method "get") or a change (method "post"). */
export type CustomCall = { kind: "query" | "mutation"; call: (input: unknown) => Promise<unknown> };

/**
 * The client seen as routers of procedures, each a query or a mutation, taking the input as it comes
 * from Refine. TypeScript checks the client has this shape (a method's input is compared both ways, so
 * each procedure's own input fits `unknown`); the types the pages see come from the path.
 */
type ProceduresByPath = Record<string, Record<string, { query?(input: unknown): Promise<unknown>; mutate?(input: unknown): Promise<unknown> }>>;

/** The calls of `list`, each made through the client's procedure at its path. */
export function callsByPath(trpc: Client, list: CallList): Record<string, CustomCall> {
  const routers: ProceduresByPath = trpc;
  return Object.fromEntries(
    Object.entries(list).map(([path, runAs]): [string, CustomCall] => {
      const [router, name] = path.split(".");
      const procedure = routers[router][name];
      return runAs === "mutation"
        ? [path, { kind: "mutation", call: async (input) => procedure.mutate?.(input) }]
        : [path, { kind: runAs === "query" ? "query" : "mutation", call: async (input) => procedure.query?.(input) }];
    }),
  );
}
