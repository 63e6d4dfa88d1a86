// Refine's data provider over tRPC: each resource's operations and each custom call are looked up in
// the typed procedure map (./procedures/); failures become Refine HttpErrors with a Greek message
// and zod's field errors (which Refine's antd forms put on the matching fields).
import type { BaseRecord, DataProvider, HttpError } from "@refinedev/core";
import { errorMessage, fieldErrors } from "../lib/errors";
import { isCallError } from "./callError";
import { createKeysetPager } from "./keyset";
import { createCustomCalls, createProcedures, type Client, type Resource } from "./procedures";

export function toHttpError(error: unknown): HttpError {
  return {
    message: errorMessage(error),
    statusCode: isCallError(error) ? (error.data?.httpStatus ?? 0) : 0,
    errors: fieldErrors(error),
  };
}

const unsupported: HttpError = { message: "Η ενέργεια δεν υποστηρίζεται.", statusCode: 405 };

/**
 * Refine's variables as the input of the resource's procedure. Refine types them by the page's own
 * generic, not by the resource; each resource's create and update take their procedure's input
 * (./procedures/), and the server's schema checks what arrives, refusing it with Greek field errors.
 */
const asInput = (variables: unknown): never => variables as never;

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error === unsupported ? unsupported : toHttpError(error);
  }
}

export function createDataProvider(trpc: Client): DataProvider {
  const procedures: Record<string, Resource> = createProcedures(trpc, createKeysetPager());
  const customCalls = createCustomCalls(trpc);

  function procedure<K extends keyof Resource>(resource: string, operation: K): NonNullable<Resource[K]> {
    const found = procedures[resource]?.[operation];
    if (!found) throw unsupported;
    return found;
  }

  // Refine's methods are generic in the record type; the map's calls are typed against the server,
  // so the records are passed on as Refine asks for them.
  return {
    getApiUrl: () => "/api/trpc",
    getList: (params) => call(() => procedure(params.resource, "getList")(params)) as never,
    getOne: ({ resource, id }) => call(async () => ({ data: await procedure(resource, "getOne")(id) })) as never,
    create: ({ resource, variables }) => call(async () => ({ data: await procedure(resource, "create")(asInput(variables)) })) as never,
    update: ({ resource, id, variables }) => call(async () => ({ data: await procedure(resource, "update")(id, asInput(variables)) })) as never,
    deleteOne: ({ resource, id }) => call(async () => ({ data: ((await procedure(resource, "deleteOne")(id)) ?? { id }) as BaseRecord })) as never,
    // `url` names the call in the custom map; a query's input travels as `query`, a mutation's as `payload`.
    custom: ({ url, method, query, payload }) => {
      const found = customCalls[url];
      return call(async () => {
        if (!found || (found.kind === "query") !== (method === "get")) throw unsupported;
        return { data: await found.call(method === "get" ? query : payload) };
      }) as never;
    },
  };
}
