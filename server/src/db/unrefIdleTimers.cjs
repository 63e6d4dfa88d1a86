// Preloaded into the Prisma CLI by migrate.ts. When the work is done, Prisma's WebAssembly schema
// engine leaves its 10 s advisory-lock timeout armed and the driver adapter's pg pool its 10 s idle
// timer, so the CLI would sit idle for 10 s before exiting (at every start and in every test that
// migrates). Timers of 10 s or more are unref'd: they still fire if the process is alive for other
// reasons (a pending query keeps its socket referenced), but they no longer keep it alive by themselves.
const setTimeoutOriginal = global.setTimeout;
global.setTimeout = function setTimeoutUnrefLong(callback, delay, ...args) {
  const timer = setTimeoutOriginal.call(this, callback, delay, ...args);
  if (delay >= 10_000 && typeof timer?.unref === "function") timer.unref();
  return timer;
};
