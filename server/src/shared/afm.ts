// The Greek tax number (ΑΦΜ): nine digits, the last a check digit over the first eight.
// Isomorphic: the settings form checks it before sending, the server checks it again.

export const INVALID_AFM_MESSAGE = "Μη έγκυρος ΑΦΜ.";

/** "094014201" → true. Spaces are not accepted: the stored value is the nine digits. */
export function isValidAfm(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === "000000000") return false;
  const digits = [...value].map(Number);
  // Each of the first eight digits weighs 2^(8 - position); the remainder mod 11 (10 counts as 0) is the check.
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + digit * 2 ** (8 - index), 0);
  return (sum % 11) % 10 === digits[8];
}
