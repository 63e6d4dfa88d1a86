// The shop's custom options (e.g. "Γάλα": list of choices, "Χορτοφάγος": yes/no) and each customer's
// chosen values (CustomerField rows, unique per customer/key/value), plus the shop's note on a customer.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { CustomOptionType } from "../generated/prisma/enums.js";
import { customerIdByPhone, customerNotFound } from "./detail.js";

export type CustomOptionDefinition = { key: string; type: CustomOptionType; options: Array<{ id: string; label: string }> };
export type CustomerFieldValue = { key: string; value: string };

/** The stored options JSON, keeping only well-formed { id, label } entries. */
function choices(stored: unknown): Array<{ id: string; label: string }> {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: { id?: unknown; label?: unknown } | null) =>
    typeof entry?.id === "string" && typeof entry.label === "string" ? [{ id: entry.id, label: entry.label }] : [],
  );
}

export async function customOptionDefinitions(db: Db, companyId: string): Promise<CustomOptionDefinition[]> {
  const options = await db.customOption.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
  return options.map((option) => ({ key: option.key, type: option.type, options: option.type === "LIST" ? choices(option.options) : [] }));
}

async function fieldsOf(db: Db, customerId: string): Promise<CustomerFieldValue[]> {
  return db.customerField.findMany({ where: { customerId }, select: { key: true, value: true }, orderBy: [{ key: "asc" }, { createdAt: "asc" }] });
}

export async function customerFields(db: Db, companyId: string, phone: string): Promise<CustomerFieldValue[]> {
  return fieldsOf(db, await customerIdByPhone(db, companyId, phone));
}

/** Selecting a choice. Idempotent; a yes/no option has the single value "true". */
export async function addCustomerField(db: Db, companyId: string, phone: string, field: CustomerFieldValue): Promise<CustomerFieldValue[]> {
  const customerId = await customerIdByPhone(db, companyId, phone);
  const option = await db.customOption.findUnique({ where: { companyId_key: { companyId, key: field.key } } });
  if (!option) throw new TRPCError({ code: "BAD_REQUEST", message: "Άγνωστη επιλογή πελάτη." });
  const allowed = option.type === "BOOLEAN" ? ["true"] : choices(option.options).map((choice) => choice.id);
  if (!allowed.includes(field.value)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `Μη έγκυρη τιμή για την επιλογή «${option.key}».` });
  }
  await db.$transaction(async (tx) => {
    // A yes/no option holds one value: whatever else was stored under its key goes.
    if (option.type === "BOOLEAN") await tx.customerField.deleteMany({ where: { customerId, key: field.key, value: { not: field.value } } });
    await tx.customerField.createMany({ data: [{ customerId, ...field }], skipDuplicates: true });
  });
  return fieldsOf(db, customerId);
}

/** Deselecting a choice (also one whose option the shop has since removed). */
export async function removeCustomerField(db: Db, companyId: string, phone: string, field: CustomerFieldValue): Promise<CustomerFieldValue[]> {
  const customerId = await customerIdByPhone(db, companyId, phone);
  await db.customerField.deleteMany({ where: { customerId, key: field.key, value: field.value } });
  return fieldsOf(db, customerId);
}

export async function customerNote(db: Db, companyId: string, phone: string): Promise<{ text: string }> {
  const customer = await db.customer.findUnique({ where: { companyId_phone: { companyId, phone } }, select: { note: true } });
  if (!customer) throw customerNotFound();
  return { text: customer.note ?? "" };
}

export async function updateCustomerNote(db: Db, companyId: string, phone: string, text: string): Promise<{ text: string }> {
  const { count } = await db.customer.updateMany({ where: { companyId, phone }, data: { note: text.trim() === "" ? null : text } });
  if (count === 0) throw customerNotFound();
  return { text };
}
