// The public header only needs to know whether someone is signed in: the session's user id, or null.

export async function fetchSessionUserId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher("/api/auth/session", { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const session = (await response.json()) as { user?: { id?: unknown } } | null;
    const id = session?.user?.id;
    return typeof id === "string" && id !== "" ? id : null;
  } catch {
    return null; // a failed session fetch means no session
  }
}
