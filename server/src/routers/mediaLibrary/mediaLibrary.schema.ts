import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

/** `name`: the file's name on the uploader's computer, what the library is searched by. */
export const addSchema = z.object({ url: z.string().trim().min(1).max(2048), name: z.string().trim().max(200).nullish() });
export type AddInput = z.infer<typeof addSchema>;

/** Part of an image's name (or address); left out or blank: every image. */
export const listSchema = z.object({ search: z.string().trim().max(200, "Η αναζήτηση είναι έως 200 χαρακτήρες.").optional() }).optional();
export type ListInput = z.infer<typeof listSchema>;

export const removeSchema = z.object({ id: idInput });
export type RemoveInput = z.infer<typeof removeSchema>;
