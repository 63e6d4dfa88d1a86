// The fields of the reward forms, shared by point rewards and stamp rewards.
import { TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { idInput } from "../lib/inputs.js";
import { optionalText, optionalUrl, requiredText, wholeNumber } from "../settings/fields.js";

export const rewardCost = (max: number) => wholeNumber(1, max, "Το κόστος πρέπει να είναι θετικός ακέραιος.");

const FUTURE_DATE_MESSAGE = "Η ημερομηνία λήξης πρέπει να είναι στο μέλλον.";

/** An ISO date-time, or null for "no expiry"; a set date must be in the future. */
const validUntilInput = z
  .string()
  .datetime({ offset: true })
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const date = new Date(value);
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: FUTURE_DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

/** Updates may send back an expiry that has passed unchanged (editing an expired reward's text). */
export const storedValidUntilInput = z
  .string()
  .datetime({ offset: true })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value)));

/** On update: a changed expiry must be in the future; the stored one may stay as it is. */
export function assertFutureOrUnchanged(next: Date | null, current: Date | null) {
  if (!next || next.getTime() > Date.now() || next.getTime() === current?.getTime()) return;
  const cause = new ZodError([{ code: z.ZodIssueCode.custom, path: ["validUntil"], message: FUTURE_DATE_MESSAGE }]);
  throw new TRPCError({ code: "BAD_REQUEST", message: FUTURE_DATE_MESSAGE, cause });
}

export const commonRewardFields = {
  title: requiredText(100),
  description: optionalText(1000),
  /** the reward's image, from the media library */
  url: optionalUrl,
  validUntil: validUntilInput,
  hidden: z.boolean(),
};

export const setActiveSchema = z.object({ id: idInput, active: z.boolean() });

export type SetActiveInput = z.infer<typeof setActiveSchema>;
