// What the data provider runs for each Refine operation of a resource, and the shapes the resources
// share: whole lists, the identity and page of keyset lists, and changes sent as a procedure's input.
import type { BaseKey, BaseRecord, GetListParams } from "@refinedev/core";

/**
 * One resource's operations. `create` and `update` take their procedure's input: the data provider
 * hands them Refine's untyped variables as such (../dataProvider.ts), and the server's schema checks them.
 */
export type Resource<Create = never, Update = never> = {
  /** `cursor.next`: the page after this one, for lists read as "more" pages (Refine's useInfiniteList). */
  getList?: (params: GetListParams) => Promise<{ data: BaseRecord[]; total: number; cursor?: { next?: string } }>;
  getOne?: (id: BaseKey) => Promise<BaseRecord>;
  create?: (values: Create) => Promise<BaseRecord>;
  update?: (id: BaseKey, values: Update) => Promise<BaseRecord>;
  deleteOne?: (id: BaseKey) => Promise<unknown>;
};

/** A mutation procedure of the client, taking `Input`. */
type Mutation<Input, Output> = { mutate: (input: Input) => Promise<Output> };

/** A create that sends Refine's values as the procedure's input. */
export const createWith =
  <Input, Output>(procedure: Mutation<Input, Output>) =>
  (values: Input) =>
    procedure.mutate(values);

/** An update of the record Refine names by its id: the procedure's input, its `id` Refine's. */
export const updateById =
  <Input extends { id: string }, Output>(procedure: Mutation<Input, Output>) =>
  (id: BaseKey, values: Input) =>
    procedure.mutate({ ...values, id: String(id) });

/** A procedure that returns the whole list (short lists: tags, staff, rewards). */
export function wholeList<T extends BaseRecord>(rows: T[]) {
  return { data: rows, total: rows.length };
}

/** One row of a whole list, for resources whose server has no read-one procedure (the list is short). */
export function oneOf<T extends { id: string }>(rows: T[], id: BaseKey, notFound: string): T {
  const row = rows.find((candidate) => candidate.id === String(id));
  if (!row) throw new Error(notFound);
  return row;
}

/** The identity of a keyset list for the pager: everything but the page number. */
export function listKey({ resource, filters, sorters, pagination }: GetListParams): string {
  return JSON.stringify([resource, filters ?? [], sorters ?? [], pagination?.pageSize]);
}

export const pageOf = (params: GetListParams) => params.pagination?.current ?? 1;
export const limitOf = (params: GetListParams) => params.pagination?.pageSize ?? 25;
