// The HTTP application: security headers, logs, the API and the two front-ends.
import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { apiV1Routes } from "./api/v1/router.js";
import { limitPasswordCalls } from "./auth/passwordThrottle.js";
import { retryAfterSeconds } from "./lib/retryLater.js";
import { trustProxySetting } from "./lib/trustProxy.js";
import { appRouter } from "./routers/_app.js";
import { jsonBody, LARGEST_JSON_BODY_BYTES, refuseDeepJsonQuery } from "./lib/jsonBody.js";
import { apiErrors } from "./routes/apiErrors.js";
import { pageErrors } from "./routes/pageErrors.js";
import { contactRoutes } from "./routes/contact.js";
import { exportRoutes } from "./routes/export.js";
import { unsubscribeRoutes } from "./routes/unsubscribe.js";
import { webhookRoutes } from "./routes/webhooks.js";
import { uploadRoutes } from "./routes/upload.js";
import { uploadFileRoutes } from "./routes/uploadFiles.js";
import { contentSecurityDirectives } from "./contentSecurity.js";
import { sendAdminHtml } from "./frontEnds/adminHtml.js";
import type { AppServices } from "./services.js";
import { createContext } from "./trpc.js";
import { limitRequestsInFlight, RETRY_AFTER_SECONDS } from "./lib/overload.js";
import { requestLog } from "./lib/requestLog.js";
import { trpcExpress } from "./lib/trpcExpress.js";

const distDir = fileURLToPath(new URL("../../dist", import.meta.url));
// A file whose name carries its content hash, also as its Brotli or gzip copy (scripts/precompress.ts).
const hashedAsset = /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|svg)(?:\.br|\.gz)?$/;

export function createApp(services: AppServices) {
  const app = express();
  app.disable("x-powered-by");
  // req.ip (per-address limits, logs) is read from X-Forwarded-For only through proxies TRUST_PROXY names.
  app.set("trust proxy", trustProxySetting(services.env.TRUST_PROXY));
  // First, so a request refused for overload costs next to nothing (no headers or logs). The admin's and
  // the HTTP API's calls; not sign-in, uploads or a long CSV export's stream. Counted once their body is
  // in: a client sending it slowly holds its connection but no place (lib/slowClients.ts cuts it).
  const inFlight = limitRequestsInFlight(services.env.MAX_REQUESTS_IN_FLIGHT, services.env.OVERLOAD_TARGET_MS);
  // Also in front of everything: an address that used its password calls is refused before its body is
  // parsed or a log line is written, so a flood of them costs the other clients next to nothing.
  app.use("/api/trpc", limitPasswordCalls(), jsonBody(LARGEST_JSON_BODY_BYTES), inFlight);
  app.use("/api/v1", jsonBody("64kb"), inFlight);

  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityDirectives(services.env) }, crossOriginEmbedderPolicy: false }));
  // Not the answers of writes (a purchase's is a few hundred bytes, sent in chunks whose total
  // compression cannot know): gzip cost more CPU than anything else in transaction.add but the database.
  // A POST skips the middleware altogether (it wraps the response's methods on every request it sees).
  const compress = compression();
  app.use((req, res, next) => (req.method === "POST" ? next() : compress(req, res, next)));
  app.use(requestLog(services.log));

  app.get("/api/health", async (_req, res) => {
    try {
      await services.db.$queryRaw`SELECT 1`;
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      services.log.warn({ err: error }, "health check: database unreachable");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  app.use("/api/auth", services.authHandler);
  app.use("/api/contact", contactRoutes(services));
  app.use("/api/export", exportRoutes(services));
  app.use("/api/webhooks", webhookRoutes(services));
  app.use("/api/upload", uploadRoutes(services));
  app.use("/api/v1", apiV1Routes(services));
  app.use(
    "/api/trpc",
    (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    },
    refuseDeepJsonQuery,
    trpcExpress({
      router: appRouter,
      createContext: (req, res) => createContext(services, { req, res }),
      maxBatchSize: 20,
      responseMeta: ({ errors }) => {
        const busy = errors.some((error) => error.code === "SERVICE_UNAVAILABLE") ? RETRY_AFTER_SECONDS : null;
        const seconds = retryAfterSeconds(errors) ?? busy;
        return seconds ? { headers: { "Retry-After": String(seconds) } } : {};
      },
      onError: ({ error, path: procedure, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          services.log.error({ err: error.cause ?? error, procedure, requestId: (req as { id?: unknown }).id }, "tRPC error");
        }
      },
    }),
  );
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  app.use("/api", apiErrors(services.log));

  // The local storage driver's files (signed PUTs, immutable GETs); S3 serves its own.
  app.use("/uploads", uploadFileRoutes(services.env));
  app.use(unsubscribeRoutes(services));
  serveFrontEnds(app, services);
  app.use(pageErrors(services.log));
  return app;
}

type StaticOptions = { index: false; redirect?: boolean; setHeaders(res: ServerResponse, file: string): void };

function staticOptions(): StaticOptions {
  return {
    index: false,
    setHeaders(res, file) {
      res.setHeader("Cache-Control", hashedAsset.test(file) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  };
}

/**
 * A built front-end's files, each sent as the build compressed it (.br, else .gz) when the browser
 * accepts that. The folder is read once, here: a build that is replacing it at this very moment (a
 * developer's rebuild beside a running server) leaves the files served as they are, compressed per request.
 */
function builtFiles(dir: string, options: StaticOptions, log: AppServices["log"]): RequestHandler {
  try {
    return decodablePath(expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], index: false, serveStatic: options }));
  } catch (error) {
    log.warn({ err: error, dir }, "the build's compressed files could not be listed; serving the files as they are");
    return decodablePath(express.static(dir, options));
  }
}

/** A path that does not decode is a 400 page (pageErrors), not express-static-gzip's own plain-text answer. */
function decodablePath(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next(Object.assign(new URIError("malformed percent-encoding"), { status: 400 }));
    }
    return serve(req, res, next);
  };
}

function sendHtml(res: Response, file: string, status = 200) {
  res.status(status).set("Cache-Control", "no-cache").sendFile(file);
}

/** The admin SPA for /admin/* and /auth/*, the wallet at /wallet/, the pre-rendered public site for everything else. */
function serveFrontEnds(app: express.Express, { env, log }: Pick<AppServices, "env" | "log">) {
  const adminDir = path.join(distDir, "admin");
  const walletDir = path.join(distDir, "wallet");
  const siteDir = path.join(distDir, "marketing");
  // The wallet's service worker controls /wallet/ (its scope), so /wallet itself moves there.
  app.use("/wallet", (req: Request, res: Response, next) => {
    if (req.originalUrl !== "/wallet" && !req.originalUrl.startsWith("/wallet?")) return next();
    res.redirect(301, `/wallet/${req.originalUrl.slice("/wallet".length)}`);
  });
  app.use("/wallet", builtFiles(walletDir, staticOptions(), log));
  app.get(["/wallet/", "/wallet/*rest"], (req: Request, res: Response) => {
    if (path.extname(req.path)) return void res.status(404).end();
    sendHtml(res, path.join(walletDir, "index.html"));
  });
  app.use("/admin", builtFiles(adminDir, staticOptions(), log));
  const adminHtml = sendAdminHtml(adminDir, env);
  app.get(["/admin", "/admin/*rest", "/auth/*rest"], (req: Request, res: Response) => {
    if (path.extname(req.path)) return void res.status(404).end();
    return adminHtml(req, res);
  });
  // No trailing-slash redirects: /docs/privacy is served as docs/privacy/index.html below.
  app.use(builtFiles(siteDir, { ...staticOptions(), redirect: false }, log));
  app.use((req: Request, res: Response) => {
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(404).end();
    const clean = path.posix.normalize(req.path).replace(/\/+$/, "");
    const page = path.join(siteDir, clean, "index.html");
    if (clean !== "/404" && page.startsWith(siteDir) && existsSync(page)) return sendHtml(res, page);
    const notFound = path.join(siteDir, "404.html");
    if (existsSync(notFound)) return sendHtml(res, notFound, 404);
    res.status(404).type("text/plain").send("404");
  });
}
