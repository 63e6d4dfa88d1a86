import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";

export type Choice = { id: string; label: string };

/** Keeps the ids a client sent (customers' values refer to them) and gives new choices one. */
export function withIds(options: Array<{ id?: string; label: string }>): Choice[] {
  return options.map((option) => ({ id: option.id ?? randomUUID().slice(0, 8), label: option.label }));
}

export async function findDefinition(db: Db, companyId: string, key: string) {
  const option = await db.customOption.findUnique({ where: { companyId_key: { companyId, key } } });
  if (!option) throw new TRPCError({ code: "NOT_FOUND", message: "Η επιλογή δεν βρέθηκε." });
  return option;
}
