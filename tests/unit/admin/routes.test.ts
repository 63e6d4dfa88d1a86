// The admin's routes are declared once, in admin/src/resources.tsx: each route with its own page, and
// every link built from a resource's name (Refine's useNavigation, or the resources Refine holds), never
// from an address written out. No page routes again by the address. Read from the sources, no build.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { earlyPages } from "../../../admin/src/earlyPages";
import { accountPages, resources, routesOf, type PageRoute } from "../../../admin/src/resources";

const ADMIN_SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../../admin/src");

/**
 * The files besides resources.tsx that name an admin address: the mount point (App.tsx), where signing
 * in and the sign-in pages lead (outside the admin, without Refine), the build's table of early pages
 * (read by admin/vite.config.ts).
 */
const NAMING_ADDRESSES = ["App.tsx", "session/authApi.ts", "pages/auth/", "earlyPages.ts"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(ADMIN_SRC, path).split("\\").join("/")] : [];
  });
}

/** The string literals (and template literals' leading text) of a source that are an admin address. */
function adminAddresses(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : undefined;
    if (text !== undefined && /^\/admin(\/|$|\?)/.test(text)) found.push(text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

/** What a page would route with: React Router's matching, the location, or routes of its own. */
const ROUTING = /\bimport\s*\{([^}]*)\}\s*from\s*["']react-router(?:-dom)?["']/g;
const ROUTING_NAMES = new Set(["useLocation", "useMatch", "useMatches", "matchPath", "matchRoutes", "useRoutes", "Routes", "Route"]);

function routingImports(source: string): string[] {
  return [...source.matchAll(ROUTING)].flatMap((match) =>
    match[1]
      .split(",")
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0],
      )
      .filter((name) => ROUTING_NAMES.has(name)),
  );
}

describe("the admin's addresses", () => {
  it("are written out only in resources.tsx: pages, components and the layout link by resource name", () => {
    const offending = sourceFiles(ADMIN_SRC)
      .filter((file) => file !== "resources.tsx" && !NAMING_ADDRESSES.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) => adminAddresses(file, readFileSync(join(ADMIN_SRC, file), "utf8")).map((address) => `${file}: ${address}`));
    expect(offending, "link with useNavigation (listUrl, createUrl, editUrl, showUrl) or the resources Refine holds").toEqual([]);
  });

  it("finds the addresses it looks for, not comments or other paths", () => {
    const source = `// /admin/rewards\nnavigate("/admin/rewards");\nconst a = \`/admin/customers/show/\${phone}\`;\nconst b = "/administrator";\nconst c = "/api/upload/admin";\n<Link to='/admin' />;`;
    expect(adminAddresses("x.tsx", source)).toEqual(["/admin/rewards", "/admin/customers/show/", "/admin"]);
  });

  it("of the build's early pages are routes of resources.tsx", () => {
    const declared = [...Object.values(accountPages), ...resources.flatMap(routesOf)].map((route) => route.path);
    expect(Object.keys(earlyPages).filter((address) => !declared.includes(address))).toEqual([]);
  });
});

describe("the admin's routes", () => {
  const routes: PageRoute[] = [...Object.values(accountPages), ...resources.flatMap(routesOf)];

  it("each have a page of their own", () => {
    expect(new Set(routes.map((route) => route.page)).size).toBe(routes.length);
  });

  it("are declared with their pages: no route without a page, no page without a route", () => {
    const missing = resources.flatMap((resource) =>
      (["list", "create", "edit", "show"] as const).flatMap((action) => {
        const hasPath = resource[action] !== undefined;
        const hasPage = resource.pages?.[action] !== undefined;
        return hasPath === hasPage ? [] : [`${resource.name}.${action}: ${hasPath ? "no page" : "no address"}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it("each carry their own action, which routes.tsx asks the access-control provider about", () => {
    const actions = (name: string) => routesOf(resources.find((resource) => resource.name === name)!).map((route) => `${route.action} ${route.path}`);
    expect(actions("rewards")).toEqual(["list /admin/rewards", "create /admin/rewards/create", "edit /admin/rewards/edit/:id"]);
    expect(actions("customers")).toEqual(["list /admin/customers", "show /admin/customers/show/:id"]);
    expect(actions("campaign-results")).toEqual(["show /admin/alerts/results/:id"]);
    const routing = readFileSync(join(ADMIN_SRC, "routes.tsx"), "utf8");
    expect(routing).toContain("<CanAccess resource={route.resource.name} action={route.action}");
    expect(routing).toContain("useCan({ resource: route.resource.name, action: route.action })");
  });

  it("are each declared once", () => {
    const paths = routes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("are not routed again by a page: no page or component matches the address to pick what to show", () => {
    const offending = sourceFiles(ADMIN_SRC)
      .filter((file) => file.startsWith("pages/") || file.startsWith("components/"))
      .flatMap((file) => {
        const names = routingImports(readFileSync(join(ADMIN_SRC, file), "utf8"));
        return names.length > 0 ? [`${file}: ${names.join(", ")}`] : [];
      });
    expect(offending, "declare each route with its own page in resources.tsx").toEqual([]);
  });

  it("finds the routing imports it looks for", () => {
    expect(routingImports(`import { Link, useMatch, useParams } from "react-router-dom";`)).toEqual(["useMatch"]);
    expect(routingImports(`import { useLocation as where } from "react-router";\nimport { useNavigate } from "react-router-dom";`)).toEqual(["useLocation"]);
  });
});
