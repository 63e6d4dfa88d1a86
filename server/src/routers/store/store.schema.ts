import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { bothCoordinates, latitudeInput, longitudeInput, optionalPhone, optionalUrl, requiredText } from "../../settings/fields.js";

const storeFields = { name: requiredText(100), phone: optionalPhone, website: optionalUrl };
const locationFields = {
  address: requiredText(300),
  latitude: latitudeInput,
  longitude: longitudeInput,
  phone: optionalPhone,
  website: optionalUrl,
};

export const idSchema = z.object({ id: idInput });
export const createStoreSchema = z.object(storeFields);
export const updateStoreSchema = z.object({ id: idInput, ...storeFields });
export const addLocationSchema = z.object({ storeId: idInput, ...locationFields }).superRefine(bothCoordinates);
export const updateLocationSchema = z.object({ id: idInput, ...locationFields }).superRefine(bothCoordinates);

export type IdInput = z.infer<typeof idSchema>;
export type CreateStoreInput = z.infer<typeof createStoreSchema>;
export type UpdateStoreInput = z.infer<typeof updateStoreSchema>;
export type AddLocationInput = z.infer<typeof addLocationSchema>;
export type UpdateLocationInput = z.infer<typeof updateLocationSchema>;
