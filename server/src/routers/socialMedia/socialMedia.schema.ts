import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { requiredUrl } from "../../settings/fields.js";

export const setLinkSchema = z.object({ socialMediaId: idInput, url: requiredUrl });
export const removeLinkSchema = z.object({ socialMediaId: idInput });

export type SetLinkInput = z.infer<typeof setLinkSchema>;
export type RemoveLinkInput = z.infer<typeof removeLinkSchema>;
