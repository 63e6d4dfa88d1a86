// Refine's data provider over tRPC: each resource's operations are looked up in a small table of
// typed procedure calls (./procedures.ts); failures become Refine HttpErrors with a Greek message
// and zod's field errors (which Refine's antd forms put on the matching fields).
import type { BaseKey, BaseRecord, DataProvider, GetListParams, HttpError } from "@refinedev/core";
import { errorMessage, fieldErrors, isCallError } from "../lib/errors";
import { procedures } from "./procedures";

export type ResourceProcedures = {
  getList?: (params: GetListParams) => Promise<{ data: BaseRecord[]; total: number }>;
  getOne?: (id: BaseKey) => Promise<BaseRecord>;
  create?: (variables: Record<string, unknown>) => Promise<BaseRecord>;
  update?: (id: BaseKey, variables: Record<string, unknown>) => Promise<BaseRecord>;
  deleteOne?: (id: BaseKey) => Promise<BaseRecord>;
};

function toHttpError(error: unknown): HttpError {
  return {
    message: errorMessage(error),
    statusCode: isCallError(error) ? (error.data?.httpStatus ?? 0) : 0,
    errors: fieldErrors(error),
  };
}

function procedure<K extends keyof ResourceProcedures>(resource: string, operation: K): NonNullable<ResourceProcedures[K]> {
  const found = procedures[resource]?.[operation];
  if (!found) throw { message: "Η ενέργεια δεν υποστηρίζεται.", statusCode: 405 } satisfies HttpError;
  return found;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
}

// Refine's methods are generic in the record type; the table's calls are typed against the server,
// so the records are passed on as Refine asks for them.
export const dataProvider: DataProvider = {
  getApiUrl: () => "/api/trpc",
  getList: (params) => call(() => procedure(params.resource, "getList")(params)) as never,
  getOne: ({ resource, id }) => call(async () => ({ data: await procedure(resource, "getOne")(id) })) as never,
  create: ({ resource, variables }) =>
    call(async () => ({ data: await procedure(resource, "create")(variables as Record<string, unknown>) })) as never,
  update: ({ resource, id, variables }) =>
    call(async () => ({ data: await procedure(resource, "update")(id, variables as Record<string, unknown>) })) as never,
  deleteOne: ({ resource, id }) => call(async () => ({ data: await procedure(resource, "deleteOne")(id) })) as never,
};
