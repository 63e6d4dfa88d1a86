import { useQueryClient } from "@tanstack/react-query";
import type { RouterInputs, RouterOutputs } from "../../lib/trpc";
import { textOrNull } from "../../lib/text";

export type Tag = RouterOutputs["tag"]["list"][number];
export type TagValues = RouterInputs["tag"]["create"];

/** The form's values as the procedures take them: the label trimmed, an empty description none. */
export function tagInput(values: TagValues): TagValues {
  return { label: values.label.trim(), description: textOrNull(values.description) };
}

/** The counter's own read of the tags: plain react-query until the counter reads through the provider's custom calls (phase 2). */
const COUNTER_TAGS_KEY = ["transaction.listTags"];

export function useRefreshCounterTags(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: COUNTER_TAGS_KEY });
}
