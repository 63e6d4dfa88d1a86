import { EnvError, parseEnv, type Env } from "./env.js";
import { DataDirInUseError } from "./db/dataDirLock.js";
import { startServer } from "./server.js";
import { demoAccountToTry, startSummary } from "./startSummary.js";

async function main() {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(env);
  server.log.info({ url: server.publicOrigin, database: env.DATABASE_URL ? "postgresql" : "embedded" }, "server started");
  if (!process.env.AUTH_SECRET) server.log.warn("AUTH_SECRET is not set: signing with the secret kept in DATA_DIR/auth-secret (other processes must share it)");
  // A person at a terminal is told where to go; log collectors (not a TTY) have the line above.
  if (process.stdout.isTTY) process.stdout.write(`${startSummary({ origin: server.publicOrigin, demo: await demoAccountToTry(server.db) }).join("\n")}\n`);
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      server.log.info({ signal }, "shutting down");
      const timer = setTimeout(() => process.exit(1), 15_000).unref();
      await server.close();
      clearTimeout(timer);
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
