// Draws the share image (marketing/public/og.png, 1200×630) with Chromium. Run by hand when the brand changes:
//   node --import tsx marketing/scripts/og-image.ts
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { SHARE_IMAGE, site } from "../src/site.js";

const target = fileURLToPath(new URL("../public/og.png", import.meta.url));

const html = `<!doctype html><html lang="el"><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; font-family: "Noto Sans", "DejaVu Sans", sans-serif;
    background: linear-gradient(150deg, #0f766e 0%, #134e4a 100%); color: #fff; display: flex; align-items: center; overflow: hidden; }
  .text { padding: 0 0 0 80px; width: 640px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 44px; font-weight: 800; margin-bottom: 40px; }
  h1 { font-size: 56px; line-height: 1.12; margin: 0 0 28px; letter-spacing: -1px; }
  p { font-size: 28px; line-height: 1.4; margin: 0; color: #ccfbf1; }
  .card { position: absolute; right: 70px; top: 150px; width: 310px; padding: 32px; border-radius: 28px; background: #fff; color: #17242b;
    box-shadow: 0 30px 60px rgba(0,0,0,.3); }
  .card b { display: block; font-size: 30px; } .card span { display: block; color: #475569; font-size: 22px; margin: 4px 0 22px; }
  .stamps { display: grid; grid-template-columns: repeat(5, 1fr); gap: 14px; }
  .stamp { aspect-ratio: 1; border-radius: 50%; border: 3px dashed #94a3b8; }
  .full { border: 0; background: #f59e0b radial-gradient(circle, #fde68a 0 30%, transparent 32%); }
</style></head><body>
  <div class="text">
    <div class="brand"><svg viewBox="0 0 32 32" width="64" height="64"><circle cx="16" cy="16" r="15" fill="#fff"/><circle cx="16" cy="16" r="11" fill="none" stroke="#0f766e" stroke-width="1.5" stroke-dasharray="2.5 2.5"/><path d="M16 9.5l1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="#f59e0b"/></svg>${site.name}</div>
    <h1>Κάντε κάθε πελάτη τακτικό πελάτη.</h1>
    <p>Πόντοι, στάμπες, κουπόνια και καμπάνιες για καφέ, φούρνους και καταστήματα.</p>
  </div>
  <div class="card"><b>Καφέ Αθηνά</b><span>7 από 10 στάμπες</span>
    <div class="stamps">${Array.from({ length: 10 }, (_, i) => `<i class="stamp${i < 7 ? " full" : ""}"></i>`).join("")}</div>
  </div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } });
  await page.setContent(html);
  await page.screenshot({ path: target, type: "png" });
  console.log(`wrote ${target}`);
} finally {
  await browser.close();
}
