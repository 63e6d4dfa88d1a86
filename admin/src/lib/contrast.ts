// WCAG 2.1 contrast (success criterion 1.4.3): the ratio of two colours, and colours chosen to reach it.
// Colours are "#rgb" or "#rrggbb"; a translucent colour is first laid over its background with `over`.

type Rgb = [number, number, number];

/** Normal text needs 4.5:1 against its background (AA). */
const TEXT_CONTRAST = 4.5;

function parse(hex: string): Rgb {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`contrast: not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

function format(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `opacity` (0–1) laid over `background`: the colour a person sees. */
export function over(color: string, opacity: number, background: string): string {
  const fg = parse(color);
  const bg = parse(background);
  return format(fg.map((channel, index) => channel * opacity + bg[index] * (1 - opacity)) as Rgb);
}

/** `color` darkened (towards black) just enough to reach `minimum` on `background`. */
export function readableOn(color: string, background: string, minimum = TEXT_CONTRAST): string {
  for (let black = 0; black <= 1; black += 0.05) {
    const candidate = over("#000000", black, color);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return "#000000";
}

/** White or black text, whichever reads better on `background`: one of them always reaches 4.58:1
 * (a dark grey in place of black leaves mid-tones where neither reaches 4.5:1). */
export function textColorOn(background: string): string {
  return contrastRatio("#ffffff", background) >= contrastRatio("#000000", background) ? "#ffffff" : "#000000";
}
