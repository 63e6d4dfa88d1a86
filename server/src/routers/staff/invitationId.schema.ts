import { z } from "zod";

/** Input of staff.resendInvitation and staff.cancelInvitation: the StaffInvitation id. */
export const invitationIdSchema = z.object({ id: z.string().min(1).max(100) });

export type InvitationIdInput = z.infer<typeof invitationIdSchema>;
