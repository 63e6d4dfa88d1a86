// The admin's colours and name as plain values: the shell, the counter and main.tsx use them without
// loading antd. theme.ts builds antd's design tokens from the same values.

export const BRAND_COLOR = "#0f766e";

/** Muted text (antd's "tertiary": descriptions, help text, statistic titles, placeholders): 5.1:1 or more
 * on white, on the page background and on the selected menu item. antd's default, 0.45, gives 3.3:1. */
export const MUTED_ALPHA = 0.58;
export const MUTED_TEXT = `rgba(0, 0, 0, ${MUTED_ALPHA})`;
/** antd's red (#ff4d4f) is 3.3:1 on white: error messages, danger links and buttons use this one (5.6:1). */
export const ERROR_COLOR = "#cf1322";
export const PAGE_BACKGROUND = "#f4f6f5";
export const FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** The same colours for the admin's own stylesheets (main.tsx sets them on the page's root):
 * `color: var(--admin-text-muted)` rather than a grey of its own. */
export const cssVariables = {
  "--admin-brand": BRAND_COLOR,
  "--admin-text-muted": MUTED_TEXT,
  "--admin-error": ERROR_COLOR,
  "--admin-bg": PAGE_BACKGROUND,
  "--admin-font": FONT_FAMILY,
};

/** The product's name as shown in page titles and on the sign-in pages. */
export const PRODUCT_NAME = "Loyalty";
