// An e-mail built from blocks (heading, text, image, button, divider) instead of hand-written HTML, and
// the HTML it becomes: one table-based column of at most 600px that narrows on phones, every style
// inline (mail apps drop <style> and <link>), the shop's logo on top, every text escaped, every link
// http(s), mailto or {wallet}. Isomorphic: the admin previews with it and the server renders what it
// stores and sends with it, so the preview is the message sent and the shop's own HTML is not trusted.
import { escapeHtml } from "./escapeHtml.js";
import { WALLET_PLACEHOLDER } from "./walletLink.js";
import { countText } from "./counts.js";

export type EmailBlock =
  | { type: "heading"; text: string }
  | { type: "text"; text: string }
  | { type: "image"; src: string; alt: string; href: string | null }
  | { type: "button"; label: string; href: string }
  | { type: "divider" };

export type EmailBlockType = EmailBlock["type"];

export type EmailColours = {
  /** the button, the divider and the band over the logo */
  accent: string;
  /** around the white column */
  background: string;
};

export type EmailDesign = { colours: EmailColours; blocks: EmailBlock[] };

/** The sending shop as its e-mails show it. */
export type EmailBrand = { name: string; logo?: string | null; brandColor?: string | null };

const DEFAULT_EMAIL_COLOURS: EmailColours = { accent: "#0f766e", background: "#f4f6f5" };

/** A new e-mail: a heading and a text to fill in, and a button to the customer's points, in the shop's colour when it has one. */
export function starterEmailDesign(brand?: Pick<EmailBrand, "brandColor">): EmailDesign {
  const accent = brand?.brandColor && isColour(brand.brandColor) ? brand.brandColor : DEFAULT_EMAIL_COLOURS.accent;
  return {
    colours: { ...DEFAULT_EMAIL_COLOURS, accent },
    blocks: [
      { type: "heading", text: "" },
      { type: "text", text: "" },
      { type: "button", label: "Οι πόντοι μου", href: WALLET_PLACEHOLDER },
    ],
  };
}

export const EMAIL_LIMITS = { blocks: 50, heading: 200, text: 5000, label: 100, alt: 200, url: 2000 } as const;

const COLUMN = 600;
const GUTTER = 24;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif";
const TEXT_COLOUR = "#1f2933";
const COLOUR = /^#[0-9a-f]{6}$/i;

function isColour(value: string): boolean {
  return COLOUR.test(value);
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A link a block may carry: an http(s) or mailto address, or {wallet} (the shop's wallet, expanded when sent). */
export function isSafeLink(value: string): boolean {
  if (value === WALLET_PLACEHOLDER) return true;
  const url = parsedUrl(value);
  return url !== null && ["http:", "https:", "mailto:"].includes(url.protocol) && !/\s/.test(value);
}

/** An image a mail app can load: an absolute http(s) address (the media library's addresses are). */
function isImageUrl(value: string): boolean {
  const url = parsedUrl(value);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:") && !/\s/.test(value);
}

/** Black or white, whichever reads better on the colour (the button's label on the accent). */
function textOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(colour.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#000000";
}

const BLOCK_NAMES: Record<EmailBlockType, string> = {
  heading: "επικεφαλίδα",
  text: "κείμενο",
  image: "εικόνα",
  button: "κουμπί",
  divider: "διαχωριστικό",
};

/** What is wrong with a design, in Greek for the shop (null: it can be sent). The server refuses the same. */
export function designProblem(design: EmailDesign): string | null {
  if (!isColour(design.colours.accent) || !isColour(design.colours.background)) return "Τα χρώματα πρέπει να είναι της μορφής #rrggbb.";
  if (design.blocks.length === 0) return "Προσθέστε τουλάχιστον ένα στοιχείο στο e-mail.";
  if (design.blocks.length > EMAIL_LIMITS.blocks) return `Το e-mail έχει περισσότερα από ${countText(EMAIL_LIMITS.blocks, "item")}.`;
  for (const [index, block] of design.blocks.entries()) {
    const where = `Στοιχείο ${index + 1} (${BLOCK_NAMES[block.type]}): `;
    if (block.type === "heading" && !block.text.trim()) return `${where}γράψτε την επικεφαλίδα.`;
    if (block.type === "text" && !block.text.trim()) return `${where}γράψτε το κείμενο.`;
    if (block.type === "image" && !isImageUrl(block.src)) return `${where}επιλέξτε εικόνα από τη βιβλιοθήκη ή δώστε διεύθυνση https://.`;
    if (block.type === "image" && block.href !== null && !isSafeLink(block.href))
      return `${where}ο σύνδεσμος πρέπει να αρχίζει με https://, http:// ή mailto:.`;
    if (block.type === "button" && !block.label.trim()) return `${where}γράψτε το κείμενο του κουμπιού.`;
    if (block.type === "button" && !isSafeLink(block.href)) return `${where}ο σύνδεσμος πρέπει να αρχίζει με https://, http:// ή mailto:.`;
  }
  return null;
}

/** A row of the column: one block, padded like the others. */
function row(content: string, padding = `8px ${GUTTER}px`): string {
  return `<tr><td style="padding:${padding};font-family:${FONT};color:${TEXT_COLOUR};">${content}</td></tr>`;
}

/** Paragraphs at blank lines, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${TEXT_COLOUR};">${paragraph
          .split("\n")
          .map((line) => escapeHtml(line.trim()))
          .join("<br>")}</p>`,
    )
    .join("");
}

function renderBlock(block: EmailBlock, colours: EmailColours): string {
  switch (block.type) {
    case "heading":
      return row(
        `<h1 style="margin:8px 0 4px;font-family:${FONT};font-size:24px;line-height:1.3;font-weight:700;color:${TEXT_COLOUR};">${escapeHtml(block.text.trim())}</h1>`,
      );
    case "text":
      return row(paragraphs(block.text));
    case "image": {
      if (!isImageUrl(block.src)) return "";
      const image = `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt.trim())}" width="${COLUMN - 2 * GUTTER}" style="display:block;width:100%;max-width:${COLUMN - 2 * GUTTER}px;height:auto;border:0;outline:none;text-decoration:none;">`;
      return row(block.href && isSafeLink(block.href) ? `<a href="${escapeHtml(block.href)}" target="_blank">${image}</a>` : image);
    }
    case "button": {
      const label = escapeHtml(block.label.trim());
      const style = `display:inline-block;padding:12px 28px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.2;color:${textOn(colours.accent)};text-decoration:none;border-radius:6px;`;
      const inner = isSafeLink(block.href)
        ? `<a href="${escapeHtml(block.href)}" target="_blank" style="${style}">${label}</a>`
        : `<span style="${style}">${label}</span>`;
      return row(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto;"><tr><td align="center" bgcolor="${colours.accent}" style="border-radius:6px;background-color:${colours.accent};">${inner}</td></tr></table>`,
      );
    }
    case "divider":
      return row(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-top:2px solid ${colours.accent};font-size:0;line-height:0;height:1px;">&nbsp;</td></tr></table>`,
        `12px ${GUTTER}px`,
      );
  }
}

/** The shop's logo (or its name, when it has none) at the top of the column. */
function header(brand: EmailBrand): string {
  const name = escapeHtml(brand.name);
  const content =
    brand.logo && isImageUrl(brand.logo)
      ? `<img src="${escapeHtml(brand.logo)}" alt="${name}" height="64" style="display:block;margin:0 auto;height:64px;max-height:64px;width:auto;max-width:100%;border:0;">`
      : `<div style="font-family:${FONT};font-size:20px;font-weight:700;color:${TEXT_COLOUR};">${name}</div>`;
  return `<tr><td align="center" style="padding:24px ${GUTTER}px 8px;">${content}</td></tr>`;
}

/** The whole e-mail: a complete HTML document, ready to send (the sender adds the unsubscribe footer). */
export function renderEmailDesign(design: EmailDesign, brand: EmailBrand): string {
  const accent = isColour(design.colours.accent) ? design.colours.accent : DEFAULT_EMAIL_COLOURS.accent;
  const background = isColour(design.colours.background) ? design.colours.background : DEFAULT_EMAIL_COLOURS.background;
  const colours = { accent, background };
  return [
    "<!DOCTYPE html>",
    '<html lang="el"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(brand.name)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${background};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${background}" style="background-color:${background};"><tr><td align="center" style="padding:24px 8px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:${COLUMN}px;background-color:#ffffff;border-top:4px solid ${accent};border-radius:8px;">`,
    header(brand),
    ...design.blocks.map((block) => renderBlock(block, colours)),
    `<tr><td style="height:16px;font-size:0;line-height:0;">&nbsp;</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("");
}
