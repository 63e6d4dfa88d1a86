import { z } from "zod";
import {
  bothCoordinates,
  latitudeInput,
  longitudeInput,
  optionalAfm,
  optionalColour,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredText,
} from "../../settings/fields.js";

export const updateProfileSchema = z
  .object({
    name: requiredText(100),
    subtitle: optionalText(200),
    logo: optionalUrl,
    phone: optionalPhone,
    website: optionalUrl,
    address: optionalText(300),
    latitude: latitudeInput,
    longitude: longitudeInput,
    taxNumber: optionalAfm,
    sendingEmail: optionalEmail,
    // Optional so that a caller written before the colour existed leaves it as it is.
    brandColor: optionalColour.optional(),
  })
  .superRefine(bothCoordinates);

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
