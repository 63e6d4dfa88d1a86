// The pre-rendered public site in dist/marketing (built by `npm run build:marketing`, which `npm test` runs
// first): every page carries its content and its head tags in the HTML itself, without JavaScript.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { footerLinks, headerLinks, pages } from "../../marketing/src/site.js";

const dist = fileURLToPath(new URL("../../dist/marketing", import.meta.url));
const origin = new URL(process.env.PUBLIC_ORIGIN || "http://localhost:3000").origin;
const read = (file: string) => readFileSync(path.join(dist, file), "utf8");

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Attributes of every <tag ...> in the HTML, decoded. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, decode(value ?? "")])),
  );
}

function meta(html: string, key: string): string[] {
  return tags(html, "meta")
    .filter((attributes) => attributes.name === key || attributes.property === key)
    .map((attributes) => attributes.content);
}

beforeAll(() => {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error("dist/marketing is missing: run `npm run build:marketing` first");
});

describe.each(pages)("pre-rendered $path", (page) => {
  const html = () => read(page.file);
  const canonical = `${origin}${page.path}`;

  it("has its title, description and robots", () => {
    const titles = [...html().matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title));
    expect(titles).toEqual([page.title]);
    expect(meta(html(), "description")).toEqual([page.description]);
    expect(page.description.length).toBeGreaterThan(60);
    expect(meta(html(), "robots")).toEqual([page.robots]);
    expect(page.robots).toMatch(page.id === "not-found" ? /^noindex, follow$/ : /^index, follow$/);
  });

  it("has a canonical URL built from its path and the public origin", () => {
    const canonicals = tags(html(), "link").filter((link) => link.rel === "canonical");
    expect(canonicals.map((link) => link.href)).toEqual([canonical]);
    expect(meta(html(), "og:url")).toEqual([canonical]);
  });

  it("has a share image and share card for Open Graph and Twitter", () => {
    const image = `${origin}/og.png`;
    expect(meta(html(), "og:image")).toEqual([image]);
    expect(meta(html(), "twitter:image")).toEqual([image]);
    expect(meta(html(), "og:image:width")).toEqual(["1200"]);
    expect(meta(html(), "og:image:height")).toEqual(["630"]);
    expect(meta(html(), "og:image:alt")[0]).toBeTruthy();
    expect(meta(html(), "og:title")).toEqual([page.title]);
    expect(meta(html(), "twitter:title")).toEqual([page.title]);
    expect(meta(html(), "og:description")).toEqual([page.description]);
    expect(meta(html(), "twitter:description")).toEqual([page.description]);
    expect(meta(html(), "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("has its content, header and footer in the HTML (no JavaScript needed)", () => {
    expect(html()).toMatch(/<html lang="el">/);
    expect(html()).toMatch(/<header class="site-header">/);
    expect(html()).toMatch(/<main id="main"/);
    expect(html()).toMatch(/<footer class="site-footer">/);
    expect(html()).toMatch(/<h1[^>]*>[^<]+/);
    const hrefs = tags(html(), "a").map((a) => a.href);
    for (const link of headerLinks) expect(hrefs).toContain(link.href);
    expect(hrefs).toContain("/auth/signin");
    expect(hrefs).not.toContain("/auth/signout");
  });

  it("opens each footer document in a new tab", () => {
    for (const link of footerLinks) {
      const anchors = tags(html(), "a").filter((a) => a.href === link.href && a.target === "_blank");
      expect(anchors.length, link.href).toBeGreaterThan(0);
      for (const anchor of anchors) expect(anchor.rel.split(" "), link.href).toContain("noopener");
    }
  });

  it("loads no analytics or pixel script before consent", () => {
    expect(html()).not.toMatch(/googletagmanager|google-analytics|fbevents|connect\.facebook/);
    const scripts = tags(html(), "script").filter((script) => script.src);
    for (const script of scripts) expect(script.src).toMatch(/^\/assets\//);
  });
});

describe("home page", () => {
  it("has every section the header links to", () => {
    const html = read("index.html");
    for (const link of headerLinks) expect(html).toContain(`id="${link.href.slice(2)}"`);
  });

  it("has plans with prices in euro, the promises and questions in the HTML", () => {
    const html = decode(read("index.html"));
    expect(html.match(/class="plan(?: is-featured)?"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/\d+ €/);
    expect(html.match(/<details class="faq">/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html.match(/class="promise"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("explains the customers' wallet and links to it", () => {
    const html = read("index.html");
    expect(decode(html)).toMatch(/πορτοφόλι/);
    expect(tags(html, "a")).toContainEqual(expect.objectContaining({ href: "/wallet/" }));
  });

  it("has a contact form that posts without JavaScript", () => {
    const html = read("index.html");
    expect(tags(html, "form")).toContainEqual(expect.objectContaining({ method: "post", action: "/api/contact" }));
    const fields = [...tags(html, "input"), ...tags(html, "textarea")].map((field) => field.name);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "phone", "shop", "message"]));
    for (const outcome of ["ok", "invalid", "limit", "error"]) expect(html).toContain(`id="contact-${outcome}"`);
  });

  it("loads under 60 KB of compressed JavaScript", () => {
    const html = read("index.html");
    const sources = tags(html, "script")
      .map((script) => script.src)
      .concat(
        tags(html, "link")
          .filter((link) => link.rel === "modulepreload")
          .map((link) => link.href),
      )
      .filter(Boolean);
    expect(sources.length).toBeGreaterThan(0);
    const total = sources.reduce((sum, source) => sum + gzipSync(readFileSync(path.join(dist, source))).length, 0);
    expect(total).toBeLessThan(60 * 1024);
  });
});

describe("share image, sitemap and robots.txt", () => {
  it("ships a 1200×630 PNG share image", () => {
    const png = readFileSync(path.join(dist, "og.png"));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it("lists every indexable page in sitemap.xml, and not /404", () => {
    const sitemap = read("sitemap.xml");
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.sort()).toEqual(
      pages
        .filter((page) => page.inSitemap)
        .map((page) => `${origin}${page.path}`)
        .sort(),
    );
    expect(locations).not.toContain(`${origin}/404`);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the admin and the API", () => {
    const robots = read("robots.txt");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
