import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { textOrNull } from "../../lib/text";

export type Tag = RouterOutputs["tag"]["list"][number];
export type TagValues = RouterInputs["tag"]["create"];

/** The form's values as the procedures take them: the label trimmed, an empty description none. */
export function tagInput(values: TagValues): TagValues {
  return { label: values.label.trim(), description: textOrNull(values.description) };
}
