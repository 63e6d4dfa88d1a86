// Client log beacon to the session service (POST /api/auth/_log, form-encoded), at most one a second.
const LOG_URL = "/api/auth/_log";
const THROTTLE_MS = 1000;
let lastSentAt = 0;

export type ClientLog = { level: "error" | "warn"; code: string; message: string; stack?: string };

/** Sends one client log line; lines within a second of the previous one are dropped. */
export function logToServer(entry: ClientLog): void {
  const now = Date.now();
  if (now - lastSentAt < THROTTLE_MS) return;
  lastSentAt = now;
  // The server keeps level, code and message (500 characters each): the page and the top of the stack go in message.
  const body = new URLSearchParams({
    level: entry.level,
    code: entry.code,
    message: [`${window.location.pathname}: ${entry.message}`, entry.stack].filter(Boolean).join("\n"),
  });
  // sendBeacon survives page unloads; it sends URLSearchParams as application/x-www-form-urlencoded.
  if (navigator.sendBeacon?.(LOG_URL, body)) return;
  void fetch(LOG_URL, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {});
}

/** Reports uncaught errors and rejections of the whole page. */
export function reportUncaughtErrors(): void {
  window.addEventListener("error", (event) => {
    logToServer({ level: "error", code: "WINDOW_ERROR", message: String(event.message), stack: event.error?.stack });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { message?: unknown; stack?: string } | undefined;
    logToServer({ level: "error", code: "UNHANDLED_REJECTION", message: String(reason?.message ?? reason), stack: reason?.stack });
  });
}
