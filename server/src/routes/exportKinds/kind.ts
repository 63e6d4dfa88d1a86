// What a CSV export is: the permission flag it needs, its query filter, its header and its rows in batches.
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Company } from "../../generated/prisma/client.js";
import type { CsvCell } from "../../lib/csv.js";
import type { AdminPanelFlag } from "../../shared/flags.js";

/** Rows per database round trip while streaming. */
export const EXPORT_BATCH = 500;

export type ExportKind = {
  flag: AdminPanelFlag;
  /** Only the shop's owner may download it (as ownerProcedure for the matching screen). */
  ownerOnly?: boolean;
  header: readonly string[];
  /** Reads the query string (throws a ZodError on a bad value) and returns the rows, batch by batch. */
  open(db: Db, company: Company, query: unknown): AsyncIterable<CsvCell[][]>;
};

export function exportKind<Filter>(spec: {
  flag: AdminPanelFlag;
  ownerOnly?: boolean;
  header: readonly string[];
  filter: z.ZodType<Filter, z.ZodTypeDef, unknown>;
  batches(db: Db, company: Company, filter: Filter): AsyncIterable<CsvCell[][]>;
}): ExportKind {
  return {
    flag: spec.flag,
    ownerOnly: spec.ownerOnly,
    header: spec.header,
    open(db, company, query) {
      return spec.batches(db, company, spec.filter.parse(query));
    },
  };
}
