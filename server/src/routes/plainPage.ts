// A small Greek page the server writes itself: the unsubscribe pages and the error pages outside /api.
import type { Response } from "express";
import { escapeHtml } from "../shared/escapeHtml.js";

/** `body` is HTML (escape what it quotes); the title is text. */
export function sendPlainPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .set("Referrer-Policy", "no-referrer")
    .type("html")
    .send(
      `<!doctype html><html lang="el"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}` +
        `button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}</style>` +
        `</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}
