// Turns the built client (dist/marketing/index.html + assets) into one static HTML file per page, with its
// head tags and rendered content, plus sitemap.xml and robots.txt. Runs after `vite build`.
//   PUBLIC_ORIGIN      origin for canonical URLs, share images and the sitemap (default http://localhost:<PORT>,
//                      as the server's: `PORT=3100 npm start` builds and serves for :3100)
//   GA_MEASUREMENT_ID  Google Analytics id, loaded only with statistics consent (optional)
//   META_PIXEL_ID      Meta pixel id, loaded only with marketing consent (optional)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { defaultPublicOrigin } from "../../server/src/env.js";

process.env.NODE_ENV ??= "production";

const marketingDir = fileURLToPath(new URL("..", import.meta.url));
const outDir = fileURLToPath(new URL("../../dist/marketing", import.meta.url));

type RenderModule = typeof import("../src/render.js");

const origin = publicOrigin(process.env.PUBLIC_ORIGIN);
const template = await readFile(path.join(outDir, "index.html"), "utf8");

// Vite compiles the TSX pages for Node the same way it compiles them for the browser.
const vite = await createServer({
  configFile: path.join(marketingDir, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "warn",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const render = (await vite.ssrLoadModule("/src/render.tsx")) as RenderModule;
  const trackers = render.trackerConfigFromEnv(process.env);
  const trackerJson = JSON.stringify(trackers).replace(/</g, "\\u003c");

  for (const page of render.pages) {
    const html = template
      .replace("<!--app-head-->", render.renderHead(page, origin))
      .replace("<!--app-html-->", render.renderPageBody(page.id))
      .replace("</body>", `  <script type="application/json" id="${render.TRACKER_CONFIG_ELEMENT_ID}">${trackerJson}</script>\n  </body>`);
    const target = path.join(outDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  }

  const urls = render.pages.filter((page) => page.inSitemap).map((page) => `  <url><loc>${render.absoluteUrl(origin, page.path)}</loc></url>`);
  await writeFile(
    path.join(outDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  await writeFile(
    path.join(outDir, "robots.txt"),
    ["User-agent: *", "Allow: /", "Disallow: /admin/", "Disallow: /auth/", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"),
  );
  console.log(`prerendered ${render.pages.length} pages for ${origin}${trackers.gaMeasurementId || trackers.metaPixelId ? " with trackers" : ""}`);
} finally {
  await vite.close();
}

function publicOrigin(value: string | undefined): string {
  const url = new URL(value && value.trim() !== "" ? value : defaultPublicOrigin(process.env.PORT));
  if (url.pathname !== "/" || url.search || url.hash) throw new Error(`PUBLIC_ORIGIN must be an origin without a path, got "${value}"`);
  return url.origin;
}
