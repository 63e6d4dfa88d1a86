// E-mails built from blocks (shared/emailDesign.ts): each block's HTML, text escaped, links only http(s),
// mailto or {wallet}, images from an address, the shop's logo and the chosen colours, and the problems
// the form and the server refuse. (No DOM here: the renderer quotes every attribute and escapes every
// quote inside one, so its tags read back with a pattern.)
import { describe, expect, it } from "vitest";
import { designProblem, isSafeLink, renderEmailDesign, type EmailBlock, type EmailDesign } from "../../server/src/shared/emailDesign.js";

const colours = { accent: "#b45309", background: "#fef3c7" };
const brand = { name: "Καφέ <Αθηνά>", logo: "https://cdn.example.gr/u/logo.png" };

function design(...blocks: EmailBlock[]): EmailDesign {
  return { colours, blocks };
}

function render(blocks: EmailBlock[], shop: { name: string; logo: string | null } = brand): string {
  return renderEmailDesign(design(...blocks), shop);
}

/** The opening tags named `name`, each as its attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, "g"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/\s([\w-]+)="([^"]*)"/g)].map((attribute) => [attribute[1], attribute[2]])),
  );
}

/** The text between <name ...> and </name>, for each element named `name`. */
function contents(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "g"))].map((match) => match[1]);
}

describe("an e-mail from blocks", () => {
  it("renders each block type in a table column of at most 600px that narrows on phones", () => {
    const html = render([
      { type: "heading", text: "Νέο μενού" },
      { type: "text", text: "Πρώτη γραμμή\nδεύτερη γραμμή\n\nΔεύτερη παράγραφος" },
      { type: "image", src: "https://cdn.example.gr/u/coffee.jpg", alt: "Φλιτζάνι", href: null },
      { type: "button", label: "Δείτε τους πόντους σας", href: "{wallet}" },
      { type: "divider" },
    ]);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(tags(html, "table").some((table) => table.style.includes("width:100%;max-width:600px"))).toBe(true);
    expect(html).not.toMatch(/<style|<link|<script|class=/i);
    expect(contents(html, "h1")).toEqual(["Νέο μενού"]);
    expect(contents(html, "p")).toEqual(["Πρώτη γραμμή<br>δεύτερη γραμμή", "Δεύτερη παράγραφος"]);
    const image = tags(html, "img").find((img) => img.alt === "Φλιτζάνι")!;
    expect(image.src).toBe("https://cdn.example.gr/u/coffee.jpg");
    expect(image.style).toContain("width:100%");
    expect(image.style).toContain("height:auto");
    // {wallet} stays for the sender to expand into the shop's wallet address.
    expect(contents(html, "a")).toEqual(["Δείτε τους πόντους σας"]);
    expect(tags(html, "a")[0].href).toBe("{wallet}");
    expect(tags(html, "td").filter((td) => td.style?.includes("border-top:2px solid #b45309"))).toHaveLength(1);
    // Every element styled inline: nothing relies on a stylesheet the mail app may drop.
    for (const name of ["td", "p", "h1", "img", "a"]) for (const tag of tags(html, name)) expect(tag.style, name).toBeTruthy();
  });

  it("escapes what the shop typed, in text and in attributes", () => {
    const html = render([
      { type: "heading", text: '<script>alert("x")</script>' },
      { type: "text", text: 'Τιμή < 5€ & "δώρο" <b>όχι</b>' },
      { type: "image", src: 'https://cdn.example.gr/a.jpg?x="><script>', alt: '"><img src=x onerror=alert(1)>', href: "https://x.gr/?a=1&b=2" },
      { type: "button", label: "<i>Πάμε</i>", href: "https://x.gr/" },
    ]);
    expect(html).not.toMatch(/<script|<b>|<i>/);
    expect(tags(html, "img").filter((img) => "onerror" in img)).toEqual([]);
    expect(contents(html, "h1")).toEqual(["&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;"]);
    expect(contents(html, "p")).toEqual(["Τιμή &#60; 5€ &#38; &#34;δώρο&#34; &#60;b&#62;όχι&#60;/b&#62;"]);
    expect(tags(html, "img").map((img) => img.alt)).toEqual(["Καφέ &#60;Αθηνά&#62;", "&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"]);
    expect(tags(html, "img")[1].src).toBe("https://cdn.example.gr/a.jpg?x=&#34;&#62;&#60;script&#62;");
    expect(tags(html, "a").map((a) => a.href)).toEqual(["https://x.gr/?a=1&#38;b=2", "https://x.gr/"]);
    expect(contents(html, "a")[1]).toBe("&#60;i&#62;Πάμε&#60;/i&#62;");
  });

  it("links only to http(s), mailto or {wallet}", () => {
    for (const good of ["https://kafe.gr/menu", "http://kafe.gr", "mailto:info@kafe.gr", "{wallet}"]) expect(isSafeLink(good), good).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "/relative",
      "kafe.gr",
      "",
      "https://a b.gr",
      "ftp://x.gr",
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    const html = render([
      { type: "button", label: "Κακό", href: "javascript:alert(1)" },
      { type: "image", src: "https://cdn.example.gr/a.jpg", alt: "", href: "javascript:alert(2)" },
      { type: "button", label: "Γράψτε μας", href: "mailto:info@kafe.gr" },
    ]);
    expect(html).not.toContain("javascript:");
    expect(tags(html, "a").map((a) => a.href)).toEqual(["mailto:info@kafe.gr"]);
    expect(designProblem(design({ type: "button", label: "Κακό", href: "javascript:alert(1)" }))).toBe(
      "Στοιχείο 1 (κουμπί): ο σύνδεσμος πρέπει να αρχίζει με https://, http:// ή mailto:.",
    );
    expect(designProblem(design({ type: "image", src: "https://cdn.example.gr/a.jpg", alt: "", href: "data:text/html,x" }))).toBe(
      "Στοιχείο 1 (εικόνα): ο σύνδεσμος πρέπει να αρχίζει με https://, http:// ή mailto:.",
    );
  });

  it("shows an image from an http(s) address, linked when asked, and nothing else", () => {
    const linked = render([{ type: "image", src: "http://cdn.example.gr/a.png", alt: "A", href: "https://kafe.gr/" }]);
    expect(linked).toContain('<a href="https://kafe.gr/" target="_blank"><img src="http://cdn.example.gr/a.png" alt="A"');
    for (const src of ["javascript:alert(1)", "data:image/png;base64,AAAA", "/uploads/a.png"]) {
      expect(
        tags(render([{ type: "image", src, alt: "B", href: null }]), "img").filter((img) => img.alt === "B"),
        src,
      ).toEqual([]);
      expect(designProblem(design({ type: "image", src, alt: "B", href: null }))).toBe(
        "Στοιχείο 1 (εικόνα): επιλέξτε εικόνα από τη βιβλιοθήκη ή δώστε διεύθυνση https://.",
      );
    }
  });

  it("applies the colours: the page around the column, the band, the button and its readable label", () => {
    const html = render([{ type: "button", label: "Πάμε", href: "https://x.gr" }]);
    expect(tags(html, "body")[0].style).toContain("background-color:#fef3c7");
    expect(tags(html, "table").find((table) => table.style.includes("max-width:600px"))!.style).toContain("border-top:4px solid #b45309");
    const cell = tags(html, "td").find((td) => td.bgcolor === "#b45309")!;
    expect(cell.style).toContain("background-color:#b45309");
    // White reads on a dark accent, black on a light one.
    expect(tags(html, "a")[0].style).toContain("color:#ffffff");
    const light = renderEmailDesign(
      { colours: { accent: "#fde68a", background: "#ffffff" }, blocks: [{ type: "button", label: "Πάμε", href: "https://x.gr" }] },
      brand,
    );
    expect(tags(light, "a")[0].style).toContain("color:#000000");
    // A colour that is not #rrggbb never reaches a style attribute: the default takes its place.
    const hostile = renderEmailDesign({ colours: { accent: "red;}<x", background: "#fff" }, blocks: [{ type: "divider" }] }, brand);
    expect(hostile).not.toContain("red;}");
    expect(hostile).toContain("border-top:2px solid #0f766e");
    expect(designProblem({ colours: { accent: "red", background: "#ffffff" }, blocks: [{ type: "divider" }] })).toBe(
      "Τα χρώματα πρέπει να είναι της μορφής #rrggbb.",
    );
  });

  it("shows the shop's logo, or its name when it has none", () => {
    expect(tags(render([{ type: "divider" }]), "img")[0].src).toBe("https://cdn.example.gr/u/logo.png");
    const unnamed = render([{ type: "divider" }], { name: "Φούρνος & Σία", logo: null });
    expect(tags(unnamed, "img")).toEqual([]);
    expect(unnamed).toContain(">Φούρνος &#38; Σία</div>");
  });

  it("names the first problem of a design the form and the server refuse", () => {
    expect(designProblem(design())).toBe("Προσθέστε τουλάχιστον ένα στοιχείο στο e-mail.");
    expect(designProblem(design({ type: "divider" }, { type: "heading", text: "  " }))).toBe("Στοιχείο 2 (επικεφαλίδα): γράψτε την επικεφαλίδα.");
    expect(designProblem(design({ type: "text", text: "" }))).toBe("Στοιχείο 1 (κείμενο): γράψτε το κείμενο.");
    expect(designProblem(design({ type: "button", label: "", href: "https://x.gr" }))).toBe("Στοιχείο 1 (κουμπί): γράψτε το κείμενο του κουμπιού.");
    expect(designProblem(design({ type: "heading", text: "Γεια" }, { type: "button", label: "Πάμε", href: "{wallet}" }))).toBeNull();
  });
});
