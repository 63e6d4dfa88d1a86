import { z } from "zod";

/** Input of staff.disable and staff.enable: the Employee id. */
export const staffMemberIdSchema = z.object({ id: z.string().min(1).max(100) });

export type StaffMemberIdInput = z.infer<typeof staffMemberIdSchema>;
