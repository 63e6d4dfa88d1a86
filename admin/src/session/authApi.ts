// The session service's REST API (/api/auth, Auth.js), called without next-auth/react.
import { authErrorMessage, errorCodeFromUrl, NETWORK_ERROR_MESSAGE } from "./errors";

type SessionUser = { id?: string; name?: string | null; email?: string | null; image?: string | null };
export type Session = { user: SessionUser; expires: string };
export type Provider = { id: string; name: string; type: "credentials" | "email" | "oauth" | "oidc" | string };

/** The result of a sign-in, e-mail link or sign-out POST. */
export type AuthResult = { ok: true; url: string } | { ok: false; message: string };

const BASE = "/api/auth";
const DEFAULT_CALLBACK_URL = "/admin";

/** A callbackUrl we are willing to go to: a path on this site, anything else becomes /admin. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value) return DEFAULT_CALLBACK_URL;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname.startsWith("/auth/")) return DEFAULT_CALLBACK_URL;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_CALLBACK_URL;
  }
}

/** The current session, or null. A failed fetch yields no session: the page asks to sign in rather than break. */
export async function fetchSession(): Promise<Session | null> {
  try {
    // Auth.js answers with no-store, so nothing is cached; the default request mode (not cache: "no-store")
    // is what lets the first ask take the answer the server's HTML preloaded (server/src/frontEnds/adminHtml.ts).
    const response = await fetch(`${BASE}/session`, { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<Session> | null;
    return body?.user ? (body as Session) : null;
  } catch {
    return null;
  }
}

export async function fetchProviders(): Promise<Provider[]> {
  const response = await fetch(`${BASE}/providers`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`providers: HTTP ${response.status}`);
  return Object.values((await response.json()) as Record<string, Provider>);
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf`, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`csrf: HTTP ${response.status}`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** A 429 answer: the server's own (Greek) message when it gives one. */
async function tooManyAttemptsMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    if (text.trim() && !text.trimStart().startsWith("<")) return text.trim();
  }
  return authErrorMessage("TooManyAttempts");
}

/** POSTs a form to the session service and reads its `{ url }` answer (with any ?error= in it). */
async function postAuthForm(path: string, fields: Record<string, string>): Promise<AuthResult> {
  try {
    const csrfToken = await fetchCsrfToken();
    const response = await fetch(`${BASE}/${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body: new URLSearchParams({ ...fields, csrfToken, json: "true" }),
    });
    // 429: too many attempts; 503: password checks are queued full (both carry a Greek message).
    if (response.status === 429 || response.status === 503) return { ok: false, message: await tooManyAttemptsMessage(response) };
    const body = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
    if (typeof body?.url !== "string") {
      return { ok: false, message: authErrorMessage(response.ok ? "UnknownError" : "Configuration") };
    }
    const code = errorCodeFromUrl(body.url);
    return code ? { ok: false, message: authErrorMessage(code) } : { ok: true, url: body.url };
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
}

export function signInWithCredentials(email: string, password: string, callbackUrl: string): Promise<AuthResult> {
  return postAuthForm("callback/credentials", { email, password, callbackUrl });
}

/** E-mail link or OAuth sign-in; for OAuth the answer's url is the provider's consent page. */
export function signInWithProvider(providerId: string, callbackUrl: string, fields: Record<string, string> = {}): Promise<AuthResult> {
  return postAuthForm(`signin/${encodeURIComponent(providerId)}`, { ...fields, callbackUrl });
}

export function signOut(): Promise<AuthResult> {
  return postAuthForm("signout", { callbackUrl: "/" });
}
