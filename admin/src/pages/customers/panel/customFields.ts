// How a customer's custom fields change when a selector is toggled, applied at once on screen
// before the server answers, so the cashier's click shows without a wait.

export type FieldPair = { key: string; value: string };
export type FieldChange = FieldPair & { selected: boolean; type: "LIST" | "BOOLEAN" };

/** The value a BOOLEAN option stores when it is on. */
export const BOOLEAN_ON = "true";

export function hasField(fields: FieldPair[], key: string, value: string): boolean {
  return fields.some((field) => field.key === key && field.value === value);
}

/** Selecting adds the pair (a BOOLEAN replaces its previous value); deselecting removes it. */
export function applyFieldChange<T extends FieldPair>(fields: T[], change: FieldChange): FieldPair[] {
  const { key, value, selected, type } = change;
  if (!selected) return fields.filter((field) => !(field.key === key && field.value === value));
  const kept = type === "BOOLEAN" ? fields.filter((field) => field.key !== key) : fields;
  return hasField(kept, key, value) ? kept : [...kept, { key, value }];
}
