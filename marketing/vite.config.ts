// The public site: React pre-rendered to static HTML (scripts/prerender.ts) and hydrated on the client.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompressed } from "../scripts/precompress";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [react(), precompressed()],
  resolve: { alias: { "@shared": fileURLToPath(new URL("../server/src/shared", import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL("../dist/marketing", import.meta.url)),
    emptyOutDir: true,
  },
});
