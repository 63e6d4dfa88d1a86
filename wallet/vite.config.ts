// The customer's wallet (/wallet/): Preact, no UI kit, so its first load stays under 100 KB of gzip
// JavaScript. Served by the Express server from dist/wallet with an index.html fallback.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompressed } from "../scripts/precompress";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/wallet/",
  resolve: { alias: { "@shared": fileURLToPath(new URL("../server/src/shared", import.meta.url)) } },
  plugins: [precompressed()],
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { outDir: "../dist/wallet", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": `http://localhost:${process.env.PORT || 3000}` } },
});
