import { z } from "zod";

const name = z
  .string()
  .trim()
  .max(100)
  .transform((value) => value || null);

export const updateProfileSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .refine((value) => value === "" || z.string().email().safeParse(value).success, "Μη έγκυρο e-mail.")
    .transform((value) => value || null)
    .optional(),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Μη έγκυρη ημερομηνία.")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      const age = (Date.now() - date.getTime()) / (365.25 * 86_400_000);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && age >= 13 && age < 120;
    }, "Μη έγκυρη ημερομηνία γέννησης (τουλάχιστον 13 ετών).")
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
