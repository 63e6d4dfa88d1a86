// antd's configuration for every admin screen and for the toasts: Greek, the theme, the first invalid
// field focused when a form is refused (a screen reader then reads its label and its error), and no
// animations (nor the click ripple) for people whose system asks for reduced motion.
import { ConfigProvider, type ThemeConfig } from "antd";
import el_GR from "antd/es/locale/el_GR";
import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { closable } from "./lib/screenReader";
import { theme } from "./theme";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(REDUCED_MOTION).matches);
}

export function AdminConfig({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo<ThemeConfig>(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider
      locale={el_GR}
      theme={config}
      wave={{ disabled: reducedMotion }}
      form={{ scrollToFirstError: { focus: true } }}
      // antd names the close button of modals and drawers "Close" whatever the locale.
      modal={{ closable }}
      drawer={{ closable }}
    >
      {children}
    </ConfigProvider>
  );
}
