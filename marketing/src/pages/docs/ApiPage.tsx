// /docs/api: the reference of the shop API (/api/v1) and of webhooks, rendered at build time from the
// same operations and zod schemas the server serves (server/src/api/v1/openapi.ts), so it cannot drift,
// in Greek throughout (the document's English descriptions have their Greek in ./apiGreek.ts).
import { openApiDocument } from "../../../../server/src/api/v1/openapi.js";
import { operations as apiOperations, type OperationId } from "../../../../server/src/api/v1/operations.js";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from "@shared/webhookEvents.js";
import { greekAnswer, greekField, OPERATION_TEXT } from "./apiGreek.js";
import { CodeSample } from "./CodeSample.js";
import { DocPage } from "./DocPage.js";
import { DocTable } from "./DocTable.js";

type Schema = {
  type?: string;
  description?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: string[];
  nullable?: boolean;
  default?: unknown;
};
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Schema };
type Operation = {
  operationId: OperationId;
  summary: string;
  description: string;
  parameters: Parameter[];
  requestBody?: { content: { "application/json": { schema: Schema } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

const titles: Record<OperationId, string> = {
  findCustomer: "Αναζήτηση πελάτη με τηλέφωνο",
  listCustomerCoupons: "Τα κουπόνια ενός πελάτη",
  createPurchase: "Νέα αγορά (πόντοι)",
  addStamp: "Νέα στάμπα",
  redeemCoupon: "Εξαργύρωση κουπονιού",
  cancelTransaction: "Ακύρωση συναλλαγής",
  listTransactions: "Πρόσφατες συναλλαγές",
};

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((value) => `"${value}"`).join(" | ");
  const base = schema.type === "array" ? `${schema.items ? typeOf(schema.items) : "any"}[]` : (schema.type ?? "any");
  return schema.nullable ? `${base} | null` : base;
}

/** Every field of an object schema, nested fields as a.b, array items as a[].b. */
function fields(schema: Schema, prefix = ""): Array<[string, Schema, boolean]> {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const row: [string, Schema, boolean] = [path, property, (schema.required ?? []).includes(name)];
    if (property.type === "object") return [row, ...fields(property, `${path}.`)];
    if (property.type === "array" && property.items?.type === "object") return [row, ...fields(property.items, `${path}[].`)];
    return [row];
  });
}

function FieldTable({ caption, rows }: { caption: string; rows: Array<[string, Schema, boolean]> }) {
  return (
    <DocTable
      caption={caption}
      columns={["Πεδίο", "Τύπος", "Υποχρεωτικό", "Περιγραφή"]}
      rows={rows.map(([name, schema, required]) => [
        <code key="name">{name}</code>,
        <code key="type">{typeOf(schema)}</code>,
        required ? "ναι" : "όχι",
        [
          greekField(schema.description),
          schema.pattern ? `Μοτίβο: ${schema.pattern}` : null,
          schema.default !== undefined ? `Προεπιλογή: ${JSON.stringify(schema.default)}` : null,
        ]
          .filter(Boolean)
          .join(" · "),
      ])}
    />
  );
}

const verifyExample = `import { createHmac, timingSafeEqual } from "node:crypto";

// header: "t=1764000000,v1=5f2b…", rawBody: το σώμα του αιτήματος ακριβώς όπως ελήφθη
function verify(secret, header, rawBody) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));
  const expected = createHmac("sha256", secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}`;

const curlExample = `curl -X POST https://<διεύθυνση>/api/v1/purchases \\
  -H "Authorization: Bearer lyk_…" \\
  -H "Idempotency-Key: 0f8c2a4e-6d1b-4a53-9f0e-2b7c1d9e8a61" \\
  -H "Content-Type: application/json" \\
  -d '{"phone":"6912345678","amount":"1250"}'`;

const problemExample = `HTTP/1.1 409 Conflict
Content-Type: application/problem+json

{
  "type": "about:blank",
  "title": "Conflict",
  "status": 409,
  "code": "CONFLICT",
  "detail": "The transaction has already been cancelled.",
  "message": { "el": "Η συναλλαγή έχει ήδη ακυρωθεί.", "en": "The transaction has already been cancelled." }
}`;

const scopeOf = Object.fromEntries(apiOperations.map((operation) => [operation.id, operation.scope])) as Record<OperationId, string>;

export default function ApiPage() {
  const document = openApiDocument("");
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation: operation as unknown as Operation })),
  );
  return (
    <DocPage
      title="API για ταμειακά συστήματα"
      updated={false}
      intro="Συνδέστε το ταμειακό σας σύστημα ή το e-shop με το πρόγραμμα επιβράβευσης: κάθε πώληση δίνει πόντους ή στάμπα χωρίς δεύτερη πληκτρολόγηση, και τα webhooks ενημερώνουν τα δικά σας συστήματα για κάθε γεγονός."
    >
      <h2 id="basics">Βασικά</h2>
      <ul>
        <li>
          Διεύθυνση: <code>/api/v1</code> στον διακομιστή της υπηρεσίας. Η πλήρης περιγραφή OpenAPI 3 βρίσκεται στο{" "}
          <a href="/api/v1/openapi.json">
            <code>/api/v1/openapi.json</code>
          </a>
          .
        </li>
        <li>
          <strong>Κλειδιά:</strong> ο ιδιοκτήτης δημιουργεί κλειδιά στις Ρυθμίσεις → API και τα στέλνετε ως <code>Authorization: Bearer lyk_…</code>. Το κλειδί
          εμφανίζεται μία φορά. Δικαιώματα: <code>counter</code> (αγορές, στάμπες, εξαργύρωση, ακύρωση) και <code>read</code> (αναζητήσεις και λίστες). Ένα
          κλειδί που ανακαλείται σταματά να ισχύει αμέσως.
        </li>
        <li>
          <strong>Idempotency-Key:</strong> κάθε αλλαγή (POST) χρειάζεται μοναδικό κλειδί, π.χ. ένα UUID ανά πώληση. Αν επαναλάβετε το ίδιο αίτημα με το ίδιο
          κλειδί (π.χ. μετά από διακοπή δικτύου), παίρνετε την ίδια απάντηση και η αγορά καταγράφεται μία φορά· το ίδιο κλειδί με διαφορετικό αίτημα δίνει 409.
          Τα κλειδιά ισχύουν ανά κατάστημα για 24 ώρες.
        </li>
        <li>
          <strong>Όρια:</strong> κάθε κλειδί έχει όριο αιτημάτων ανά λεπτό· πάνω από αυτό η απάντηση είναι 429 με <code>Retry-After</code> (δευτερόλεπτα). Κάθε
          απάντηση έχει τις κεφαλίδες <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code>.
        </li>
        <li>
          <strong>Ποσά και ώρες:</strong> τα ποσά είναι λεπτά του ευρώ ως κείμενο (<code>"1250"</code> = 12,50 €)· οι ώρες ISO 8601 σε UTC. Τα τηλέφωνα είναι
          ελληνικά κινητά ή σταθερά, 10 ψηφία με ή χωρίς <code>+30</code> ή <code>0030</code>, με κενά ή παύλες ανάμεσα (<code>6912345678</code>,{" "}
          <code>+30 691 234 5678</code>).
        </li>
      </ul>
      <CodeSample language="shell">{curlExample}</CodeSample>

      <h2 id="errors">Σφάλματα</h2>
      <p>
        Κάθε σφάλμα είναι έγγραφο <code>application/problem+json</code> (RFC 9457) με τον κωδικό, το μήνυμα στα ελληνικά και στα αγγλικά, και για λάθος πεδία τη
        λίστα <code>errors</code> με το όνομα κάθε πεδίου. Το μοτίβο κάθε πεδίου είναι ολόκληρος ο κανόνας του: αίτημα που ταιριάζει στην περιγραφή δεν
        απορρίπτεται ποτέ με 400, μόνο για ό,τι λένε τα δεδομένα του καταστήματος (404, 409, 412, 422, με την εξήγηση σε κάθε λειτουργία). Τα σώματα δέχονται
        μόνο τα πεδία που αναφέρουν. Μέθοδος που δεν υποστηρίζεται σε μια διεύθυνση δίνει 405 με την κεφαλίδα <code>Allow</code>· όταν ο διακομιστής είναι
        φορτωμένος απαντά 503 με <code>Retry-After</code> χωρίς να κάνει τίποτα.
      </p>
      <CodeSample language="http">{problemExample}</CodeSample>

      <h2 id="operations">Λειτουργίες</h2>
      {operations.map(({ path, method, operation }) => {
        const body = operation.requestBody?.content["application/json"].schema;
        const [status, answer] = Object.entries(operation.responses)[0];
        const answerSchema = answer.content?.["application/json"]?.schema;
        const parameters = operation.parameters.filter((parameter) => parameter.in !== "header");
        return (
          <section key={operation.operationId} id={operation.operationId}>
            <h3>{titles[operation.operationId]}</h3>
            <p>
              <code>
                {method} /api/v1{path}
              </code>{" "}
              — {OPERATION_TEXT[operation.operationId].description} Δικαίωμα κλειδιού: <code>{scopeOf[operation.operationId]}</code>.
            </p>
            {parameters.length > 0 && (
              <FieldTable
                caption="Παράμετροι"
                rows={parameters.map((parameter) => [parameter.name, { ...parameter.schema, description: parameter.description }, parameter.required])}
              />
            )}
            {body && <FieldTable caption="Σώμα (JSON)" rows={fields(body)} />}
            {answerSchema && (
              <>
                <p>Απάντηση {status}:</p>
                <FieldTable caption={`Απάντηση ${status}`} rows={fields(answerSchema)} />
              </>
            )}
            <DocTable
              caption="Απαντήσεις"
              columns={["Κωδικός", "Πότε"]}
              rows={Object.keys(operation.responses).map((code) => [<code key="code">{code}</code>, greekAnswer(operation.operationId, Number(code))])}
            />
          </section>
        );
      })}

      <h2 id="webhooks">Ειδοποιήσεις προς τα συστήματά σας (webhooks)</h2>
      <p>
        Στις Ρυθμίσεις → Webhooks δηλώνετε διευθύνσεις (HTTPS) και διαλέγετε γεγονότα. Για κάθε γεγονός στέλνουμε POST με σώμα JSON{" "}
        <code>{'{ "id", "type", "createdAt", "data" }'}</code> και τις κεφαλίδες <code>Loyalty-Event</code>, <code>Loyalty-Event-Id</code>,{" "}
        <code>Loyalty-Delivery</code> και <code>Loyalty-Signature</code>. Το ίδιο γεγονός έχει πάντα το ίδιο <code>id</code>: αγνοήστε όσα έχετε ήδη δεχτεί.
      </p>
      <DocTable
        caption="Γεγονότα"
        columns={["Γεγονός", "Πότε"]}
        rows={WEBHOOK_EVENTS.map((event) => [<code key="event">{event}</code>, WEBHOOK_EVENT_LABELS[event]])}
      />
      <h3>Υπογραφή</h3>
      <p>
        Η κεφαλίδα <code>Loyalty-Signature: t=&lt;χρόνος unix&gt;,v1=&lt;hex&gt;</code> περιέχει HMAC-SHA256 με το μυστικό του endpoint πάνω στο{" "}
        <code>&lt;t&gt;.&lt;σώμα&gt;</code>. Υπολογίστε το πάνω στο σώμα όπως ακριβώς το λάβατε, συγκρίνετέ το σε σταθερό χρόνο και απορρίψτε παλιούς χρόνους.
      </p>
      <CodeSample language="javascript">{verifyExample}</CodeSample>
      <h3>Επαναλήψεις</h3>
      <p>
        Αν δεν απαντήσετε με 2xx μέσα σε 10 δευτερόλεπτα, ξαναστέλνουμε με διαστήματα που διπλασιάζονται (από 1 λεπτό έως 6 ώρες) για τρεις ημέρες. Κάθε
        προσπάθεια φαίνεται στις ρυθμίσεις, με κουμπί «Αποστολή ξανά». Ένα endpoint που αποτυγχάνει για τρεις ημέρες απενεργοποιείται και ο ιδιοκτήτης
        ειδοποιείται με e-mail. Διευθύνσεις ιδιωτικών δικτύων δεν γίνονται δεκτές.
      </p>
    </DocPage>
  );
}
