// Reading one cookie from a request's Cookie header (the server sets its few cookies itself).

/** The value of the cookie `name` in a Cookie header, or null when it is absent or empty. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}
