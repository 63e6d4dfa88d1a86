// The admin SPA: served by the Express server under /admin/* and /auth/* (index.html fallback),
// with its assets under /admin/assets/.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { precompressed } from "../scripts/precompress";

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

// `BUNDLE_LISTING=1 npm run build:admin` writes dist/admin/bundle-listing.txt: each chunk, what it
// imports at once, and its biggest modules: how to see what Vite pulls into a route's first load.
const bundleListing: Plugin = {
  name: "bundle-listing",
  apply: () => process.env.BUNDLE_LISTING === "1",
  generateBundle(_, bundle) {
    const lines: string[] = [];
    const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
    for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
      lines.push(`${chunk.fileName}  ${(chunk.code.length / 1024).toFixed(1)} KB  imports: ${chunk.imports.join(", ") || "-"}`);
      const modules = Object.entries(chunk.modules).sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
      for (const [id, module] of modules.slice(0, Number(process.env.BUNDLE_LISTING_MODULES ?? 12))) {
        lines.push(`    ${(module.renderedLength / 1024).toFixed(1).padStart(7)} KB  ${id.replace(/^.*node_modules\//, "")}`);
      }
    }
    this.emitFile({ type: "asset", fileName: "bundle-listing.txt", source: lines.join("\n") });
  },
};

// dist/admin/early-chunks.json: the chunks of the admin's shell and of each early address's page (the
// table of admin/src/earlyPages.ts, read here as it is compiled), with everything they import at once,
// which the server names in the HTML (server/src/frontEnds/adminHtml.ts).
const EARLY_PAGES = fileURLToPath(new URL("src/earlyPages.ts", import.meta.url));
/** The admin's shell, needed on every admin address (and preloaded on each). */
const ADMIN_SHELL = fileURLToPath(new URL("src/AdminApp.tsx", import.meta.url));
function earlyChunks(): Plugin {
  const earlyPages = new Map<string, string>(); // address → the page's module id
  return {
    name: "early-chunks",
    apply: "build",
    async transform(code, id) {
      if (id !== EARLY_PAGES) return null;
      const lines = [...code.matchAll(/"(\/admin[^"]*)":\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)];
      if (lines.length === 0 || lines.length !== code.split("import(").length - 1)
        this.error('early-chunks: a line of src/earlyPages.ts is not `"address": () => import("module"),`');
      for (const [, route, specifier] of lines) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`early-chunks: ${specifier} (src/earlyPages.ts) is not found`);
        earlyPages.set(route, resolved.id);
      }
      return null;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
      const closure = (id: string) => {
        const start = chunks.find((chunk) => chunk.moduleIds.includes(id));
        if (!start) this.error(`early-chunks: no chunk holds ${id}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName] as Rollup.OutputChunk;
          if (files.has(fileName) || chunk.isEntry) return; // the entry: in index.html already
          files.add(fileName);
          // Its CSS too: Vite's loader waits for a page's stylesheet before it renders the page.
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files];
      };
      if (earlyPages.size === 0) this.error("early-chunks: src/earlyPages.ts was not compiled");
      const shell = closure(ADMIN_SHELL);
      const routes = Object.fromEntries([...earlyPages].map(([route, id]) => [route, closure(id).filter((file) => !shell.includes(file))]));
      this.emitFile({ type: "asset", fileName: "early-chunks.json", source: JSON.stringify({ shell, routes }) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  plugins: [react(), serveAuthRoutes, bundleListing, earlyChunks(), precompressed()],
  resolve: {
    // Dead weight of dependencies' dependencies, replaced by small stand-ins (shims/README.md).
    alias: {
      "@shared": fileURLToPath(new URL("../server/src/shared", import.meta.url)),
      "@refinedev/devtools-internal": fileURLToPath(new URL("shims/refine-devtools.js", import.meta.url)),
      "side-channel": fileURLToPath(new URL("shims/side-channel.cjs", import.meta.url)),
      papaparse: fileURLToPath(new URL("shims/papaparse.js", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/admin",
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // Each request costs a round trip (over half a second on a slow phone network) and the browser
      // sends only six at a time: chunks under 10 kB join a chunk loaded with them.
      output: {
        experimentalMinChunkSize: 10_000,
        // Small modules shared by lazy pages only, kept with the pages that use them: merged by the rule
        // above, they could land in the shell that every address loads.
        manualChunks: (id) => {
          if (/\/server\/src\/shared\/(sms|walletLink)\.ts$/.test(id)) return "campaign-text";
          return undefined;
        },
      },
    },
  },
  server: {
    // The API server of `npm run serve`, on its PORT.
    proxy: { "/api": `http://localhost:${process.env.PORT || 3000}` },
  },
});
