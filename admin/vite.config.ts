// The admin SPA: served by the Express server under /admin/* and /auth/* (index.html fallback),
// with its assets under /admin/assets/.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// In development Vite serves only under the base; the sign-in pages live under /auth/ too.
const serveAuthRoutes: Plugin = {
  name: "serve-auth-routes",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith("/auth/")) req.url = "/admin/";
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  plugins: [react(), serveAuthRoutes],
  build: {
    outDir: "../dist/admin",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // The API server of `npm run serve`, on its PORT.
    proxy: { "/api": `http://localhost:${process.env.PORT || 3000}` },
  },
});
