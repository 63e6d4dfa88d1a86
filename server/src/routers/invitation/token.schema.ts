import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../auth/credentials.js";

const token = z.string().min(1).max(200);

export const previewSchema = z.object({ token });

/** A signed-in account accepts with the token alone; a new person also chooses a password (and a name). */
export const acceptSchema = z.object({
  token,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH).optional(),
  name: z.string().trim().min(1).max(100).optional(),
});

export type PreviewInput = z.infer<typeof previewSchema>;
export type AcceptInput = z.infer<typeof acceptSchema>;
