// The database's word that sessions, accounts, employments or shop settings changed: the triggers of
// prisma/sql/auth/notify_auth_change.sql NOTIFY 'auth_changed' with 'user:<id>' or 'company:<id>'
// at commit, whichever process or script made the change. authCache.ts keeps what it read only while
// this feed is live, and drops it as the notifications arrive.
//
// PostgreSQL: one connection of its own LISTENs. The embedded database (PGlite) is one session shared by
// every connection, and a notification comes back on the connection whose statement caused it: the
// server's own embedded database (no DATABASE_URL) has every writer in this process, on `pool`, so its
// connections listen. Either way a probe sent through the pool must come back before the feed counts as
// live; where it does not (a PGlite served by another process, as the tests' embedded mode does) the
// cache stays off and every request reads the database.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "../lib/logger.js";

const AUTH_CHANNEL = "auth_changed";
const PROBE_WAIT_MS = 2000;
const RECONNECT_MS = 1000;

/** `tag` is a notification's payload; null means "anything may have changed" (the feed was interrupted). */
type AuthChangeListener = (tag: string | null) => void;

export type AuthChanges = {
  /** True while every change is known to arrive. */
  readonly live: boolean;
  onChange(listener: AuthChangeListener): void;
  stop(): Promise<void>;
};

type Options = { pool: pg.Pool; databaseUrl: string; embedded: boolean; log: Logger };

export function listenForAuthChanges({ pool, databaseUrl, embedded, log }: Options): AuthChanges {
  const listeners = new Set<AuthChangeListener>();
  const probes = new Map<string, () => void>();
  let live = false;
  let stopped = false;
  let client: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;

  const receive = (message: pg.Notification) => {
    if (message.channel !== AUTH_CHANNEL) return;
    const payload = message.payload ?? null;
    const probe = payload ? probes.get(payload) : undefined;
    if (probe) return probe();
    for (const listener of listeners) listener(payload);
  };
  const interrupted = () => {
    live = false;
    for (const listener of listeners) listener(null);
  };

  /** Sends a probe through the pool and resolves whether it came back. */
  const probe = async () => {
    const payload = `probe:${randomUUID()}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_WAIT_MS);
      probes.set(payload, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await pool.query("SELECT pg_notify($1, $2)", [AUTH_CHANNEL, payload]);
    const result = await arrived;
    probes.delete(payload);
    return result;
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", receive);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      interrupted();
      next.end().catch(() => {});
      if (!stopped) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANNEL}`);
      client = next;
      if (await probe()) {
        live = true;
        return;
      }
      // Notifications do not travel between this database's sessions: no cache, no listening.
      client = undefined;
      await next.end();
      log.info("session cache off: the database does not pass notifications between connections (a PGlite served by another process)");
    } catch (error) {
      log.warn({ err: error }, "listening for session changes failed; retrying");
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      if (!stopped) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };

  // Set before the pool's first connection: each one listens (before it is handed out) and so hears what
  // its own statements notify before their COMMIT answers — PostgreSQL delivers a session's own
  // notifications ahead of its ReadyForQuery — so a change made in this process is dropped from the cache
  // before the request that made it goes on (the owner's next request never reads the old shop). Changes
  // from other processes arrive on whichever connection is idle, and on the one that only listens.
  pool.options.onConnect = async (connection) => {
    connection.on("notification", receive);
    await connection.query(`LISTEN ${AUTH_CHANNEL}`);
  };
  if (embedded) {
    void probe().then(
      (arrived) => (live = arrived),
      () => (live = false),
    );
  } else void connect();

  return {
    get live() {
      return live;
    },
    onChange(listener) {
      listeners.add(listener);
    },
    async stop() {
      stopped = true;
      live = false;
      clearTimeout(reconnect);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
