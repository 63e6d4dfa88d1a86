import { z } from "zod";
import { STAFF_ACCESS_LEVELS } from "../../shared/staffAccess.js";

/** Input of staff.setAccess: the Employee id and what they may use besides the counter. */
export const setAccessSchema = z.object({ id: z.string().min(1).max(100), access: z.enum(STAFF_ACCESS_LEVELS) });

export type SetAccessInput = z.infer<typeof setAccessSchema>;
