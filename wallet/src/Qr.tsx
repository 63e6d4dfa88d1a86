/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";

/** A QR code as SVG; the drawing library is loaded on first use, not with the wallet. */
export function Qr({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async ({ default: QRCode }) => {
      const drawn = await QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      if (live) setSvg(drawn);
    });
    return () => {
      live = false;
    };
  }, [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by the qrcode library from the code's modules; the text is never inserted as markup.
  return <div class="qr" role="img" aria-label={label} data-qr={text} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}
