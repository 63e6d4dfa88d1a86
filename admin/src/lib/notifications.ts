// Refine notifications in Greek: hooks pass these instead of Refine's English defaults.
import type { HttpError, OpenNotificationParams } from "@refinedev/core";

export function errorNotification(error?: HttpError): OpenNotificationParams {
  return { type: "error", message: error?.message ?? "Κάτι πήγε στραβά. Δοκιμάστε ξανά." };
}

export function successNotification(message: string): () => OpenNotificationParams {
  return () => ({ type: "success", message });
}
