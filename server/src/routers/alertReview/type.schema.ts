import { z } from "zod";
import { AlertType } from "../../generated/prisma/enums.js";

/** A campaign type, as the database knows them. */
export const campaignTypeInput = z.nativeEnum(AlertType);

export const getSchema = z.object({ type: campaignTypeInput });
export type GetInput = z.infer<typeof getSchema>;
