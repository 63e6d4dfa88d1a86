import { z } from "zod";

const EDITABLE = ["firstName", "lastName", "email", "birthday"] as const;

const emailFormat = z.string().email();

/** Empty text clears a field (null). */
const name = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => value || null);

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === "" || emailFormat.safeParse(value).success, { message: "Μη έγκυρη διεύθυνση e-mail." })
  .nullable()
  .transform((value) => value || null);

/** A real calendar date; customers are at least 13 and at most 100 years old (as the date picker offers). */
const birthday = z
  .string()
  .superRefine((value, ctx) => {
    const problem = birthdayProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .nullable();

function birthdayProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "Η ημερομηνία πρέπει να είναι της μορφής ΕΕΕΕ-ΜΜ-ΗΗ.";
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return "Μη έγκυρη ημερομηνία.";
  const today = new Date().toISOString().slice(0, 10);
  const yearsAgo = (years: number) => `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
  if (value < yearsAgo(100) || value > yearsAgo(13)) return "Η ημερομηνία γέννησης πρέπει να είναι από 100 έως 13 χρόνια πριν.";
  return null;
}

export const updateCustomerInfoSchema = z
  .object({
    id: z.string().min(1).max(64),
    firstName: name.optional(),
    lastName: name.optional(),
    email: email.optional(),
    /** "YYYY-MM-DD", or null to clear */
    birthday: birthday.optional(),
  })
  .refine((input) => EDITABLE.filter((field) => input[field] !== undefined).length === 1, {
    message: "Αλλάξτε ένα πεδίο τη φορά: όνομα, επώνυμο, e-mail ή ημερομηνία γέννησης.",
  });

export type UpdateCustomerInfoInput = z.infer<typeof updateCustomerInfoSchema>;
