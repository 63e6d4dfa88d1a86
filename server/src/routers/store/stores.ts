// The shop's stores with their locations, and the ownership checks every store procedure makes.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";

export const storeSelect = {
  id: true,
  name: true,
  phone: true,
  website: true,
  locations: {
    select: { id: true, address: true, latitude: true, longitude: true, phone: true, website: true },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  },
};

export const locationSelect = storeSelect.locations.select;

export async function assertStoreOf(db: Db, companyId: string, storeId: string) {
  const store = await db.store.findFirst({ where: { id: storeId, companyId }, select: { id: true } });
  if (!store) throw new TRPCError({ code: "NOT_FOUND", message: "Το κατάστημα δεν βρέθηκε." });
}

export async function assertLocationOf(db: Db, companyId: string, locationId: string) {
  const location = await db.location.findFirst({ where: { id: locationId, store: { companyId } }, select: { id: true } });
  if (!location) throw new TRPCError({ code: "NOT_FOUND", message: "Η τοποθεσία δεν βρέθηκε." });
}
