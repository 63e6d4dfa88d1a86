// The router's type for the browser apps (admin, wallet): a type-only door, so they reach the server's
// procedures' inputs and outputs through @shared without importing any server code.
export type { AppRouter } from "../routers/_app.js";
