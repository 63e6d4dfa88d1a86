// The admin theme's text colours reach WCAG AA contrast (4.5:1) on the admin's backgrounds, so a new
// screen built from antd components is readable without page-by-page fixes (issue 13).
import { theme as antdTheme } from "antd";
import { describe, expect, it } from "vitest";
import { contrastRatio, over } from "../../../admin/src/lib/contrast.js";
import { shareColors } from "../../../admin/src/pages/analytics/shareColors.js";
import { theme } from "../../../admin/src/theme.js";

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
/** Component tokens as antd merges them: the global tokens, then the component's own. */
const componentToken = (name: keyof NonNullable<typeof theme.components>) =>
  antdTheme.getDesignToken({ ...theme, token: { ...theme.token, ...(theme.components?.[name] as object) } }) as unknown as Record<string, string>;

/** A CSS colour as a person sees it on `background` ("#rrggbb" or "rgba(r,g,b,a)"). */
function seen(color: string, background: string): string {
  const rgba = color.replace(/\s/g, "").match(/^rgba?\((\d+),(\d+),(\d+)(?:,([\d.]+))?\)$/);
  if (!rgba) return color;
  const hex = `#${rgba
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, "0"))
    .join("")}`;
  return over(hex, rgba[4] === undefined ? 1 : Number(rgba[4]), background);
}

const BACKGROUNDS = {
  container: token.colorBgContainer,
  layout: token.colorBgLayout,
  tableHeader: "#fafafa",
  selectedMenuItem: "#e1f1ed",
};

describe("the admin theme", () => {
  for (const name of [
    "colorText",
    "colorTextSecondary",
    "colorTextTertiary",
    "colorTextDescription",
    "colorTextPlaceholder",
    "colorError",
    "colorLink",
    "colorPrimary",
  ]) {
    it(`${name} reads at 4.5:1 on every background`, () => {
      for (const [where, background] of Object.entries(BACKGROUNDS)) {
        expect(contrastRatio(seen(token[name], background), background), `${name} on ${where}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it("white reads on the primary and the danger buttons", () => {
    expect(contrastRatio("#ffffff", token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#ffffff", token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it("every tag colour reads on its own background", () => {
    const tag = componentToken("Tag");
    for (const color of ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"]) {
      expect(contrastRatio(tag[`${color}7`], tag[`${color}1`]), color).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of ["Success", "Info", "Error", "Warning"]) {
      expect(contrastRatio(tag[`color${status}`], token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("a switch's white «Όχι» reads on its grey", () => {
    const grey = seen(componentToken("Switch").colorTextQuaternary, "#ffffff");
    expect(contrastRatio("#ffffff", grey)).toBeGreaterThanOrEqual(4.5);
  });

  it("the retention table's shares read on their colour, from 0 to 100%", () => {
    for (let percent = 0; percent <= 100; percent++) {
      const { background, color } = shareColors(percent / 100);
      expect(contrastRatio(color, background), `${percent}%`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
