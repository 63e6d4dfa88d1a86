// Every settings field shows what it does (server/src/shared/settingsHelp.ts) under the field.
import { SETTINGS_HELP, type SettingsField } from "@shared/settingsHelp.js";

/** Form.Item props for a settings field: its name and its help text. */
export function field(name: SettingsField) {
  return { name, extra: SETTINGS_HELP[name] };
}

/** Gift fields (points or stamps) take a whole number; 0 means no gift. */
export const giftRule = { required: true, message: "Συμπληρώστε έναν αριθμό (0 για κανένα δώρο)." };
