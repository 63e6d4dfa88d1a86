// Server entry, used only by scripts/prerender.ts at build time.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Layout } from "./components/Layout.js";
import NotFoundPage from "./pages/NotFoundPage.js";
import ApiPage from "./pages/docs/ApiPage.js";
import CookiesPage from "./pages/docs/CookiesPage.js";
import FaqPage from "./pages/docs/FaqPage.js";
import PrivacyPage from "./pages/docs/PrivacyPage.js";
import TermsPage from "./pages/docs/TermsPage.js";
import HomePage from "./pages/home/HomePage.js";
import type { PageId } from "./site.js";

const components: Record<PageId, ComponentType> = {
  home: HomePage,
  privacy: PrivacyPage,
  terms: TermsPage,
  faq: FaqPage,
  cookies: CookiesPage,
  api: ApiPage,
  "not-found": NotFoundPage,
};

export function renderPageBody(id: PageId): string {
  const Page = components[id];
  return renderToString(
    <Layout>
      <Page />
    </Layout>,
  );
}

export { absoluteUrl, renderHead } from "./head.js";
export { pages } from "./site.js";
export { trackerConfigFromEnv, TRACKER_CONFIG_ELEMENT_ID } from "./consent/trackers.js";
