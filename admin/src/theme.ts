// The admin's look: one place for antd design tokens. Every text colour here reaches WCAG AA contrast
// (4.5:1) on the admin's backgrounds, so new screens built from antd components are readable by default.
import { theme as antdTheme, type ThemeConfig } from "antd";
import { BRAND_COLOR, ERROR_COLOR, FONT_FAMILY, MUTED_ALPHA, MUTED_TEXT, PAGE_BACKGROUND } from "./brand";
import { over, readableOn } from "./lib/contrast";

/** The muted text's solid equivalent on white, for white text on a muted background (switches). */
const MUTED_SOLID = over("#000000", MUTED_ALPHA, "#ffffff");

const token: ThemeConfig["token"] = {
  colorPrimary: BRAND_COLOR,
  colorLink: BRAND_COLOR,
  colorBgLayout: PAGE_BACKGROUND,
  colorError: ERROR_COLOR,
  colorTextTertiary: MUTED_TEXT,
  colorTextPlaceholder: MUTED_TEXT,
  borderRadius: 8,
  fontFamily: FONT_FAMILY,
};

const PRESET_COLORS = ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"] as const;
const STATUSES = ["Success", "Info", "Error", "Warning"] as const;

/**
 * Tag text on its own light background: antd draws a coloured tag in shade 7 on shade 1 (green: 3.4:1)
 * and a status tag in the status colour on its background. Each is darkened just enough to read.
 */
function readableTagTokens(): Record<string, string> {
  const base = antdTheme.getDesignToken({ token }) as unknown as Record<string, string>;
  const presets = PRESET_COLORS.map((color) => [`${color}7`, readableOn(base[`${color}7`], base[`${color}1`])]);
  const statuses = STATUSES.map((status) => [`color${status}`, readableOn(base[`color${status}`], base[`color${status}Bg`])]);
  return Object.fromEntries([...presets, ...statuses]);
}

export const theme: ThemeConfig = {
  token,
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", headerPadding: "0 24px", headerHeight: 60 },
    Menu: {
      itemBorderRadius: 6,
      itemMarginInline: 8,
      itemHeight: 38,
      itemSelectedBg: "#e1f1ed",
      itemSelectedColor: BRAND_COLOR,
      itemHoverBg: "#f0f5f3",
      itemActiveBg: "#e1f1ed",
    },
    Card: { paddingLG: 20 },
    Tag: readableTagTokens(),
    // An unchecked switch writes «Όχι» in white on this grey (antd's: 1.8:1).
    Switch: { colorTextQuaternary: MUTED_SOLID, colorTextTertiary: "#595959" },
  },
};
