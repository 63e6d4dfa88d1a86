// The admin's index.html, with what its first screen will need named up front. On a slow phone network
// each request the entry would make only after it has arrived and run costs a round trip (over half a
// second), so the HTML already asks for: the page's chunks (dist/admin/early-chunks.json, written by
// the build from admin/src/earlyPages.ts) and, for a visitor with a session cookie, the session and the
// viewer's batch, the two API answers the admin waits for before it shows anything.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import { sessionCookieName } from "../auth/config.js";
import { readSessionCookie } from "../auth/resolveUser.js";
import type { Env } from "../env.js";
import { EARLY_VIEWER_URL } from "../shared/earlyViewer.js";

type EarlyChunks = { shell: string[]; routes: Record<string, string[]> };

/** The session answer's address as the admin's session store asks it (admin/src/session/authApi.ts). */
const SESSION_URL = "/api/auth/session";

async function readEarlyChunks(adminDir: string): Promise<EarlyChunks> {
  try {
    return JSON.parse(await readFile(path.join(adminDir, "early-chunks.json"), "utf8")) as EarlyChunks;
  } catch {
    return { shell: [], routes: {} }; // an older build, or none: the page works, only later
  }
}

function preloadLinks(pathname: string, chunks: EarlyChunks, signedIn: boolean): string {
  const route = pathname.replace(/\/+$/, "") || "/";
  if (route !== "/admin" && !route.startsWith("/admin/")) return ""; // the sign-in pages need neither
  const files = new Set([...chunks.shell, ...(chunks.routes[route] ?? [])]);
  // The same addresses as Vite's loader asks (base /admin/), which then finds them in the document.
  const links = [...files].map((file) =>
    file.endsWith(".css") ? `<link rel="stylesheet" crossorigin href="/admin/${file}">` : `<link rel="modulepreload" crossorigin href="/admin/${file}">`,
  );
  // crossorigin="anonymous" is the mode and credentials of the admin's fetch() calls: only then is the
  // preloaded answer the one they get. Never for a visitor without a session: the answer would be "signed
  // out", and still waiting to be used after they sign in on the page.
  if (signedIn) for (const url of [SESSION_URL, EARLY_VIEWER_URL]) links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
  return links.join("");
}

export function sendAdminHtml(adminDir: string, env: Env) {
  const cookieName = sessionCookieName(env);
  return async (req: Request, res: Response) => {
    const [html, chunks] = await Promise.all([readFile(path.join(adminDir, "index.html"), "utf8"), readEarlyChunks(adminDir)]);
    const links = preloadLinks(req.path, chunks, readSessionCookie(req.headers.cookie, cookieName) !== null);
    res
      .status(200)
      .set("Cache-Control", "no-cache")
      .type("html")
      .send(html.replace("</head>", `${links}</head>`));
  };
}
