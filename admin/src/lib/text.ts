/** Trimmed text, or null when nothing was typed (the server's "empty means none"). */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
