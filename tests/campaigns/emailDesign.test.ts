// E-mails from blocks over HTTP: the server renders what it stores from the blocks and ignores the HTML
// sent with them, refuses links and images that are not http(s) (or mailto, {wallet}) with a Greek message,
// renders a template's blocks the same way and carries them into a campaign made from the template, and
// keeps hand-written HTML as it was written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEmailDesign, type EmailDesign } from "../../server/src/shared/emailDesign.js";
import type { ApiClient } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;

const logo = "https://cdn.example.gr/u/logo.png";
const design: EmailDesign = {
  colours: { accent: "#1d4ed8", background: "#eef2ff" },
  blocks: [
    { type: "heading", text: "Καλημέρα <b>" },
    { type: "button", label: "Οι πόντοι μου", href: "{wallet}" },
  ],
};

beforeAll(async () => {
  server = await startServer();
  shop = await createShop(server.db, { logo, name: "Καφέ & Σία" });
  owner = await shop.signIn(server.url);
});

afterAll(() => server?.close());

describe("an e-mail campaign from blocks", () => {
  it("is stored as the server renders the blocks, whatever HTML came with them, and read back as blocks", async () => {
    const created = await owner.trpc.alertReview.create.mutate({
      type: "EMAIL",
      title: "Μπλοκ",
      subject: "Θέμα",
      design,
      html: '<script>alert("x")</script><a href="javascript:alert(1)">κλικ</a>',
    });
    const expected = renderEmailDesign(design, { name: "Καφέ & Σία", logo });
    expect(created.html).toBe(expected);
    expect(created.html).not.toContain("script");
    expect(created.html).toContain(`<img src="${logo}" alt="Καφέ &#38; Σία"`);
    expect(created.design).toEqual(design);
    const row = await server.db.alertReview.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.html).toBe(expected);
    expect(JSON.parse(row.design!)).toEqual(design);
  });

  it("refuses links and images that are not http(s), mailto or {wallet}, in Greek", async () => {
    const button = { ...design, blocks: [{ type: "button" as const, label: "Κλικ", href: "javascript:alert(1)" }] };
    const refused = await failure(owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Κακό", subject: "Θέμα", design: button }));
    expect(refused.data?.code).toBe("BAD_REQUEST");
    expect(refused.message).toContain("Στοιχείο 1 (κουμπί): ο σύνδεσμος πρέπει να αρχίζει με https://, http:// ή mailto:.");
    const image = { ...design, blocks: [{ type: "image" as const, src: "data:image/png;base64,AAAA", alt: "", href: null }] };
    const noImage = await failure(owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Κακό", subject: "Θέμα", design: image }));
    expect(noImage.message).toContain("Στοιχείο 1 (εικόνα): επιλέξτε εικόνα από τη βιβλιοθήκη ή δώστε διεύθυνση https://.");
    const colour = { ...design, colours: { accent: "red;x", background: "#ffffff" } };
    expect((await failure(owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Κακό", subject: "Θέμα", design: colour }))).data?.code).toBe(
      "BAD_REQUEST",
    );
    expect(await server.db.alertReview.count({ where: { companyId: shop.company.id, title: "Κακό" } })).toBe(0);
  });

  it("keeps hand-written HTML as written, with no blocks", async () => {
    const html = '<p>Δικό μου <a href="{wallet}">HTML</a></p>';
    const created = await owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "HTML", subject: "Θέμα", html });
    expect(created.html).toBe(html);
    expect(created.design).toBeNull();
  });
});

describe("an e-mail template from blocks", () => {
  it("is rendered by the server, and a campaign made from it (templateId) gets its blocks", async () => {
    const template = await owner.trpc.emailTemplate.create.mutate({ title: "Πρότυπο", content: "<p>αγνοείται</p>", design });
    expect(template.content).toBe(renderEmailDesign(design, { name: "Καφέ & Σία", logo }));
    expect(template.design).toEqual(design);
    const campaign = await owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Από πρότυπο", subject: "Θέμα", templateId: template.id });
    expect(campaign.design).toEqual(design);
    expect(campaign.html).toBe(template.content);

    // Saved again as HTML, the template loses its blocks.
    const raw = await owner.trpc.emailTemplate.update.mutate({ id: template.id, title: "Πρότυπο", content: "<p>Χειροποίητο</p>", design: null });
    expect(raw).toMatchObject({ content: "<p>Χειροποίητο</p>", design: null });
  });
});
