// Plausible values for a zod schema, so a fuzz mutation changes one field of an otherwise well-formed
// input and reaches past the first check. Field names steer strings towards what handlers expect.
import type { ZodTypeAny } from "zod";

const byName: Array<[RegExp, unknown]> = [
  [/phone/i, "6912345678"],
  [/email/i, "fuzz@example.gr"],
  [/url|image|logo|website/i, "https://example.gr/a.png"],
  [/amount|price|cents/i, "1250"],
  [/date|from|to|until|since|birth/i, "2026-01-15"],
];

export function sampleOf(schema: ZodTypeAny, name = ""): unknown {
  // biome-ignore lint/suspicious/noExplicitAny: zod 3's internal definitions differ per schema kind; each case below reads its own fields.
  const def = (schema as { _def: Record<string, any> })._def;
  switch (def.typeName) {
    case "ZodObject": {
      const shape = typeof def.shape === "function" ? def.shape() : def.shape;
      return Object.fromEntries(Object.entries(shape as Record<string, ZodTypeAny>).map(([key, field]) => [key, sampleOf(field, key)]));
    }
    case "ZodString": {
      const checks: Array<{ kind: string; value?: number }> = def.checks ?? [];
      if (checks.some((check) => check.kind === "email")) return "fuzz@example.gr";
      if (checks.some((check) => check.kind === "url")) return "https://example.gr/a.png";
      if (checks.some((check) => check.kind === "uuid")) return "00000000-0000-4000-8000-000000000000";
      const named = byName.find(([pattern]) => pattern.test(name));
      if (named) return named[1];
      const min = checks.find((check) => check.kind === "min")?.value ?? 0;
      return "Δοκιμή".padEnd(Math.max(6, min), "α");
    }
    case "ZodNumber": {
      const min = (def.checks ?? []).find((check: { kind: string }) => check.kind === "min")?.value;
      return typeof min === "number" ? Math.max(min, 1) : 1;
    }
    case "ZodBigInt":
      return 1;
    case "ZodBoolean":
      return true;
    case "ZodDate":
      return new Date().toISOString();
    case "ZodEnum":
      return def.values[0];
    case "ZodNativeEnum":
      return Object.values(def.values)[0];
    case "ZodLiteral":
      return def.value;
    case "ZodArray":
      return [sampleOf(def.type, name)];
    case "ZodTuple":
      return def.items.map((item: ZodTypeAny) => sampleOf(item, name));
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodReadonly":
      return sampleOf(def.innerType, name);
    case "ZodEffects":
      return sampleOf(def.schema, name);
    case "ZodPipeline":
      return sampleOf(def.in, name);
    case "ZodBranded":
      return sampleOf(def.type, name);
    case "ZodLazy":
      return sampleOf(def.getter(), name);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return sampleOf((Array.isArray(def.options) ? def.options : [...def.options.values()])[0], name);
    case "ZodIntersection":
      return { ...(sampleOf(def.left, name) as object), ...(sampleOf(def.right, name) as object) };
    case "ZodRecord":
      return {};
    default:
      return "x";
  }
}

/** Paths of the leaves (non-object values) of a sample, and of the object fields themselves. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key]).filter((path) => path.length > prefix.length + 1)]);
}

/** A copy of `value` with the field at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol("remove");
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (replacement === REMOVE) delete target[last];
  else target[last] = replacement;
  return copy;
}
