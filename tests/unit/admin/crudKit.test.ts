// One CRUD kit and one form idiom in the admin: a resource's create or edit form is Refine's
// (useModalForm through the kit's useFormModal, or useForm / useDrawerForm from @refinedev/antd), never
// antd's Form.useForm with a hand-made useCreate / useUpdate; and the shared building blocks live in
// admin/src/components/, so no page folder imports another page folder's parts. Read from the sources.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ADMIN_SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../../admin/src");
const CRUD_KIT = "components/crud/";

/** Page files that import another page folder's part (not CRUD), each with the folder that would move it. */
const CROSS_PAGE_IMPORTS: Record<string, string> = {
  // The counter's wording of points and stamps, in the customer panel (the counter's folder).
  "pages/customers/panel/GiftList.tsx -> pages/points/wording": "counter",
  // A customer's address and the visit interval's wording, in the shop's analytics (not CRUD).
  "pages/analytics/format.ts -> pages/customers/panel/format": "customers",
};

/** A resource's screens (Refine's finefoods layout): what one page folder may render of another (settings' tabs). */
const SCREEN = /^(list|create|edit|show|index)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(ADMIN_SRC, path).split("\\").join("/")] : [];
  });
}

const read = (file: string) => readFileSync(join(ADMIN_SRC, file), "utf8");

/** Whether a source builds a form by hand: antd's form instance and a create or update hook of Refine's core. */
function handMadeSave(source: string): boolean {
  return /\bForm\.useForm\s*[<(]/.test(source) && /\buse(?:Create|Update)\s*[<(]/.test(source);
}

/** Relative imports of a file (static, re-exports, dynamic), resolved to paths under admin/src without extension. */
function localImports(file: string, source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/gm)].map((match) => match[1]),
    ...[...source.matchAll(/^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)].map((match) => match[1] ?? match[2]),
  ];
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) =>
      relative(ADMIN_SRC, resolve(ADMIN_SRC, dirname(file), specifier))
        .split("\\")
        .join("/")
        .replace(/\.(js|ts|tsx)$/, ""),
    );
}

/** The page folder of a file under pages/ (its first folder), or null. */
function pageFolder(path: string): string | null {
  return /^pages\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Imports of one page folder's module by a file of another page folder, except the folder's screens. */
function crossPageImports(file: string, source: string): string[] {
  const own = pageFolder(file);
  if (!own) return [];
  return localImports(file, source)
    .filter((target) => {
      const folder = pageFolder(`${target}.tsx`);
      return folder !== null && folder !== own && !SCREEN.test(target.split("/").pop()!);
    })
    .map((target) => `${file} -> ${target}`);
}

describe("the admin's forms", () => {
  const files = sourceFiles(ADMIN_SRC);

  it("save a resource through Refine's form hooks: no Form.useForm with a hand-made useCreate / useUpdate", () => {
    const offending = files.filter((file) => !file.startsWith(CRUD_KIT) && handMadeSave(read(file)));
    expect(offending, "use the CRUD kit's useFormModal + FormModal (components/crud), or useForm / useDrawerForm from @refinedev/antd").toEqual([]);
  });

  it("open a modal form through the CRUD kit: Refine's useModalForm is called by components/crud only", () => {
    const offending = files.filter((file) => !file.startsWith(CRUD_KIT) && /\buseModalForm\s*[<(]/.test(read(file)));
    expect(offending, "useFormModal from components/crud").toEqual([]);
  });

  it("finds the hand-made saves it looks for", () => {
    expect(handMadeSave(`const [form] = Form.useForm<Values>();\nconst { mutate } = useCreate<Row, HttpError, Values>();`)).toBe(true);
    expect(handMadeSave(`const [form] = Form.useForm();\nconst update = useUpdate();`)).toBe(true);
    expect(handMadeSave(`const { form } = useForm({ resource: "tags" });\nconst update = useUpdate();`)).toBe(false);
    expect(handMadeSave(`const [form] = Form.useForm();\nconst { run } = useCustomCall();`)).toBe(false);
  });
});

describe("the admin's page folders", () => {
  it("share their parts through components/: a page imports another page folder's screens only", () => {
    const found = sourceFiles(ADMIN_SRC).flatMap((file) => crossPageImports(file, read(file)));
    const offending = found.filter((entry) => !(entry in CROSS_PAGE_IMPORTS));
    expect(offending, "move what two page folders share into admin/src/components/ (the CRUD kit: components/crud)").toEqual([]);
  });

  it("finds the imports it looks for", () => {
    expect(crossPageImports("pages/stores/list.tsx", `import { DeleteRow } from "../settings/DeleteRow";`)).toEqual([
      "pages/stores/list.tsx -> pages/settings/DeleteRow",
    ]);
    expect(crossPageImports("pages/settings/index.tsx", `import { StoreList } from "../stores/list";`)).toEqual([]);
    expect(crossPageImports("pages/rewards/list.tsx", `import { RewardList } from "../../components/rewards/RewardList";`)).toEqual([]);
    expect(crossPageImports("pages/customers/panel/A.tsx", `import { x } from "../format";`)).toEqual([]);
  });
});
