// Values valid under a JSON Schema (the OpenAPI 3.0 subset our document uses), as fast-check arbitraries:
// what a client that reads only the document may send. A keyword this does not know fails loudly, so the
// document cannot grow a rule the generator silently ignores.
import fc from "fast-check";

export type JsonSchema = {
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object";
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

/** Keywords that only annotate: they allow any value. */
const ANNOTATIONS = new Set(["description", "default", "example"]);
const KNOWN = new Set([
  ...ANNOTATIONS,
  "type",
  "enum",
  "nullable",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "items",
  "minItems",
  "maxItems",
  "properties",
  "required",
  "additionalProperties",
  "anyOf",
]);

/**
 * `known` gives, by property name, values to draw from besides the generated ones (ids of rows that
 * exist, so that answers other than 404 are reached); each is used only where the schema allows it.
 */
export function arbitraryOf(
  schema: JsonSchema,
  known: Record<string, unknown[]> = {},
  valid: (schema: JsonSchema, value: unknown) => boolean = () => true,
): fc.Arbitrary<unknown> {
  const unknownKeyword = Object.keys(schema).find((keyword) => !KNOWN.has(keyword));
  if (unknownKeyword) throw new Error(`schemaArbitrary: keyword "${unknownKeyword}" is not supported (${JSON.stringify(schema)})`);
  const base = baseOf(schema, known, valid);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function baseOf(schema: JsonSchema, known: Record<string, unknown[]>, valid: (schema: JsonSchema, value: unknown) => boolean): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, known, valid)));
  switch (schema.type) {
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 });
    case "number":
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case "string": {
      const { minLength = 0, maxLength = 200 } = schema;
      if (!schema.pattern) return fc.string({ minLength, maxLength, unit: "grapheme" });
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
    }
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}, known, valid), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case "object":
      return objectOf(schema, known, valid);
    default:
      throw new Error(`schemaArbitrary: no type in ${JSON.stringify(schema)}`);
  }
}

function objectOf(schema: JsonSchema, known: Record<string, unknown[]>, valid: (schema: JsonSchema, value: unknown) => boolean) {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const generated = arbitraryOf(property, known, valid);
      const existing = (known[name] ?? []).filter((value) => valid(property, value));
      return [name, existing.length ? fc.oneof(generated, fc.constantFrom(...existing)) : generated];
    }),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}
