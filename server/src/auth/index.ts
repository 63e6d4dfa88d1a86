// The session service at /api/auth (Auth.js for Express) and the session check used by tRPC.
//
//   every request                  links and redirects built on our own origin (pages.ts pinOrigin)
//   POST _log                      client log beacon (logBeacon.ts)
//   any request with callbackUrl   refused unless it leads back to us (callbackUrl.ts)
//   POST callback/credentials,
//   POST signin/email              throttled per e-mail and per client address (throttle.ts)
//   then                           Auth.js (config.ts, run by authHandler.ts), with sessions checked by resolveUser.ts
import express, { type RequestHandler } from "express";
import type { SessionUser } from "../trpc.js";
import { refuseForeignCallbackUrl } from "./callbackUrl.js";
import { authHandler } from "./authHandler.js";
import { createAuthConfig, type AuthDeps } from "./config.js";
import { logBeacon } from "./logBeacon.js";
import { pages, pinOrigin } from "./pages.js";
import { createUserResolver, type SessionCache } from "./resolveUser.js";
import { throttleSignIn } from "./throttle.js";
import { jsonBody } from "../lib/jsonBody.js";
import type { SqlClient } from "../db/sql.js";
import { refuseUnsafeText, UNSAFE_TEXT_MESSAGE } from "../lib/text.js";

export function createAuth(
  deps: AuthDeps,
  sessions: SessionCache,
  sql: SqlClient = deps.db,
): { handler: RequestHandler; resolveUser(req: express.Request): Promise<SessionUser | null> } {
  const router = express.Router();
  router.use(pinOrigin(deps.env.PUBLIC_ORIGIN));
  router.use(
    express.urlencoded({ extended: false, limit: "16kb" }),
    jsonBody("16kb"),
    refuseUnsafeText((_req, res) => res.status(400).json({ error: UNSAFE_TEXT_MESSAGE })),
  );
  router.post("/_log", logBeacon(deps.log));
  // next-auth's client asks for JSON answers with a `json` form field; Auth.js reads a header.
  router.use((req, _res, next) => {
    const json = req.body?.json;
    if (req.method === "POST" && (json === "true" || json === true)) req.headers["x-auth-return-redirect"] = "1";
    next();
  });
  router.use(refuseForeignCallbackUrl(deps.env.PUBLIC_ORIGIN));
  router.use(throttleSignIn(deps));
  // Auth.js appends its own query to pages.verifyRequest, which already has one ("?verify=1?provider=").
  router.get("/verify-request", (_req, res) => res.redirect(302, pages.verifyRequest));
  router.use(authHandler(createAuthConfig(deps), deps.env));
  return { handler: router, resolveUser: createUserResolver(deps, sessions, sql) };
}
