// The admin's look: one place for antd design tokens.
import type { ThemeConfig } from "antd";

export const BRAND_COLOR = "#0f766e";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorBgLayout: "#f4f6f5",
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
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
  },
};

/** The product's name as shown in page titles and on the sign-in pages. */
export const PRODUCT_NAME = "Loyalty";
