// Auth.js behind Express, as @auth/express's ExpressAuth runs it, except that
//  - the URL Auth.js reads, which every link, callback and redirect it builds starts from, is on the
//    origin pinOrigin chose (pages.ts), never on the Host or X-Forwarded-Host the request named;
//  - an answer that starts a session from a password or an e-mail link marks the browser as one of the
//    account's devices (deviceCookie.ts).
import { Auth } from "@auth/core";
import type { ExpressAuthConfig } from "@auth/express";
import type { Request, RequestHandler, Response } from "express";
import type { Env } from "../env.js";
import { sessionCookieName } from "./config.js";
import { deviceCookie } from "./deviceCookie.js";
import { pinnedOrigin } from "./pages.js";
import { normaliseEmail } from "./throttle.js";

export function authHandler(config: ExpressAuthConfig, env: Env): RequestHandler {
  const sessionCookie = sessionCookieName(env);
  return async (req, res, next) => {
    try {
      const response = await Auth(webRequest(req, pinnedOrigin(res)), config);
      const email = signedInEmail(req, response, sessionCookie);
      if (email) res.append("Set-Cookie", deviceCookie(env, email));
      await send(response, res);
    } catch (error) {
      next(error);
    }
  };
}

/** The request as Auth.js reads it, on `origin`; the body was parsed by the router. */
function webRequest(req: Request, origin: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  headers.set("host", new URL(origin).host);
  for (const name of ["x-forwarded-host", "content-length", "transfer-encoding"]) headers.delete(name);
  const type = req.get("content-type") ?? "";
  const fields = (req.body ?? {}) as Record<string, string | string[]>;
  let body: string | undefined;
  if (req.method === "GET" || req.method === "HEAD") body = undefined;
  else if (type.includes("application/x-www-form-urlencoded")) {
    body = new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => [value].flat().map((one) => [key, String(one)]))).toString();
  } else if (type.includes("application/json")) body = JSON.stringify(req.body);
  // originalUrl starts with the router's mount path ("/api/auth"), so the origin cannot be replaced.
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers, body });
}

/** The (normalised) account a password or e-mail link sign-in just started a session for, or null. */
function signedInEmail(req: Request, response: globalThis.Response, sessionCookie: string): string | null {
  const action = req.path.split("/").filter(Boolean).join("/");
  const email = action === "callback/credentials" && req.method === "POST" ? req.body?.email : action === "callback/email" ? req.query.email : undefined;
  if (typeof email !== "string") return null;
  const started = response.headers
    .getSetCookie()
    .some((line) => [`${sessionCookie}=`, `${sessionCookie}.0=`].some((start) => line.startsWith(start) && !line.startsWith(`${start};`)));
  return started ? normaliseEmail(email) : null;
}

async function send(response: globalThis.Response, res: Response) {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.append(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}
