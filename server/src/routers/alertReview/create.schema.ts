import { z } from "zod";
import { CONTENT_SCHEMAS, CONTENT_SCHEMAS_WITH_ID } from "../../channels/registry.js";

// One member per campaign type, its content rules' schema (channels/<channel>/content.ts).
export const createSchema = z.discriminatedUnion("type", CONTENT_SCHEMAS);
export type CreateInput = z.infer<typeof createSchema>;

export const updateSchema = z.discriminatedUnion("type", CONTENT_SCHEMAS_WITH_ID);
export type UpdateInput = z.infer<typeof updateSchema>;
