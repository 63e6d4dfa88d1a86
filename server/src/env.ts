// Environment, validated once at start. A bad value stops the process with a message naming it.
import { isIP } from "node:net";
import { z } from "zod";
import { keptAuthSecret } from "./auth/keptSecret.js";
import { GA_ID, PIXEL_ID } from "../../marketing/src/consent/trackers.js";

const optional = z.string().trim().min(1).optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // PostgreSQL connection string. Unset: the embedded PGlite database under DATA_DIR.
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Overload (lib/overload.ts): the most admin/API requests answered at once (beyond: 503 with
  // Retry-After), the median answer time the cap adapts to, the longest wait for a database connection.
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(2).max(10_000).default(32),
  OVERLOAD_TARGET_MS: z.coerce.number().int().min(1).max(600_000).default(40),
  DATABASE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  DATA_DIR: z.string().default(".data"),
  // Origin used in links (e-mails, canonical URLs, Auth.js callbacks). Unset: http://localhost:<PORT>.
  PUBLIC_ORIGIN: z.string().url().optional(),
  // Signs session cookies, upload addresses and links. Unset (not allowed in production): a random one kept
  // in DATA_DIR/auth-secret (auth/keptSecret.ts).
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET: τουλάχιστον 32 χαρακτήρες").optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Loyalty <no-reply@loyalty.local>"),
  PLATFORM_EMAIL: z.string().email().default("admin@loyalty.local"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  // The public site's trackers: its build puts them in the pages; the content-security policy
  // (contentSecurity.ts) allows a tracker's hosts only when its id is set here too.
  GA_MEASUREMENT_ID: z.string().trim().regex(GA_ID, "must look like G-XXXXXXX").optional(),
  META_PIXEL_ID: z.string().trim().regex(PIXEL_ID, "must be digits").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Campaigns (alerts): each channel without its settings delivers into the development outbox.
  CAMPAIGN_SMTP_URL: z.string().url().optional(),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: optional,
  SMS_SENDER: z.string().trim().min(1).max(11).default("Loyalty"),
  // Host (and port) of the short opt-out link in every SMS, e.g. "lyl.gr" (a short domain pointing at this
  // server). Unset: PUBLIC_ORIGIN's host.
  SMS_LINK_HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, "SMS_LINK_HOST: ένα όνομα host, π.χ. lyl.gr")
    .optional(),
  // The wallet's sign-in codes go only to mobiles of these countries (ISO codes, comma-separated), and at
  // most this many an hour on the whole platform (the platform admin is mailed when it is reached).
  SMS_COUNTRIES: z
    .string()
    .trim()
    .toUpperCase()
    .default("GR,CY")
    .refine((value) => value.split(",").every((code) => /^[A-Z]{2}$/.test(code.trim())), "SMS_COUNTRIES: κωδικοί χωρών, π.χ. GR,CY"),
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  PUSH_PROVIDER: z.enum(["outbox", "expo"]).default("outbox"),
  EXPO_ACCESS_TOKEN: optional,
  // Web Push (the wallet): VAPID keys; unset, a pair is made once and kept in DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
  // "true" lets a wallet's push subscription point at private or loopback addresses, and at http:// on
  // loopback (development, tests); otherwise https:// to public addresses only.
  WEB_PUSH_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
  EMAIL_BOUNCE_SECRET: z.string().min(16, "EMAIL_BOUNCE_SECRET: τουλάχιστον 16 χαρακτήρες").optional(),
  // messages per second and channel
  CAMPAIGN_RATE_EMAIL: z.coerce.number().int().min(1).max(10_000).default(10),
  CAMPAIGN_RATE_SMS: z.coerce.number().int().min(1).max(10_000).default(5),
  CAMPAIGN_RATE_PUSH: z.coerce.number().int().min(1).max(10_000).default(50),
  // PostgreSQL schema of the job queue (pg-boss)
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default("pgboss"),
  // Uploaded images: the largest accepted file, and an S3-compatible store (unset: <DATA_DIR>/uploads).
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(100_000).default(100),
  UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024 * 1024)
    .default(200 * 1024 * 1024),
  S3_BUCKET: optional,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: z.string().url().optional(),
  // Backups of the embedded database (docs/operations.md): where the daily ones go (unset:
  // <DATA_DIR>/backups), "false" to make none, and a private S3 bucket each one is copied to.
  BACKUP_DIR: optional,
  BACKUP_DAILY: z.enum(["true", "false"]).default("true"),
  BACKUP_S3_BUCKET: optional,
  // "false" skips loading demo data into an empty embedded database.
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  // "false": this process does not run the daily automation (birthdays, expiry); another one does.
  DAILY_AUTOMATION: z.enum(["true", "false"]).default("true"),
  // HTTP API (/api/v1): requests per minute per API key.
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  // Password hashes (argon2) computed at once; unset: half the cores. Beyond it requests wait briefly, then 503.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Which proxies' X-Forwarded-For is believed for the client address: "false" (default: none, the
  // address is the TCP peer's), a hop count ("1": the one proxy in front), or a comma-separated list of
  // addresses, CIDR ranges or Express's names ("loopback", "uniquelocal").
  TRUST_PROXY: z.string().trim().toLowerCase().default("false").refine(isTrustProxyValue, "TRUST_PROXY: false, αριθμός proxies ή λίστα διευθύνσεων/CIDR"),
  // Webhooks: "true" lets endpoints be on private or loopback addresses (development, tests); the first
  // retry's delay in seconds (doubling up to 6 hours).
  WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Settings = z.infer<typeof schema> & { PUBLIC_ORIGIN: string };
export type Env = Settings & { AUTH_SECRET: string };

/**
 * The origin when PUBLIC_ORIGIN is unset: this machine on the configured port, so `PORT=3100 npm start`
 * links to :3100. Port 0 (a free port, tests) is replaced by the real one once the server listens.
 */
export function defaultPublicOrigin(port: number | string | undefined): string {
  return `http://localhost:${port === undefined || port === "" ? 3000 : Number(port)}`;
}

/**
 * The settings as given, without resolving AUTH_SECRET: for the commands that sign nothing (backup,
 * restore), which must not make DATA_DIR/auth-secret in a folder they are about to fill.
 */
export function parseSettings(source: NodeJS.ProcessEnv): Settings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (!env.AUTH_SECRET && env.NODE_ENV === "production") {
    throw new EnvError("Invalid environment:\n  AUTH_SECRET: required in production");
  }
  return { ...env, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? defaultPublicOrigin(env.PORT) };
}

/** The server's environment: the settings, with AUTH_SECRET unset taken from (or first made into) DATA_DIR/auth-secret. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const settings = parseSettings(source);
  return { ...settings, AUTH_SECRET: settings.AUTH_SECRET ?? keptAuthSecret(settings.DATA_DIR) };
}

export class EnvError extends Error {}

/** "false", a hop count, or a comma-separated list of addresses, CIDR ranges and Express's range names. */
function isTrustProxyValue(value: string): boolean {
  if (value === "false" || /^\d{1,2}$/.test(value)) return true;
  return value.split(",").every((part) => {
    const [address, bits, ...rest] = part.trim().split("/");
    if (rest.length || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
    return ["loopback", "linklocal", "uniquelocal"].includes(address) ? bits === undefined : isIP(address) !== 0;
  });
}
