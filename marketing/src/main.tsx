// Client entry: hydrates the interactive islands of the pre-rendered page and adds the cookie banner.
import { createRoot, hydrateRoot } from "react-dom/client";
import { CookieConsent } from "./components/CookieConsent.js";
import { islands, type IslandName } from "./components/Island.js";
import { parseTrackerConfig, TRACKER_CONFIG_ELEMENT_ID } from "./consent/trackers.js";
import "./styles.css";

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island as IslandName;
  const Component = islands[name];
  if (Component) hydrateRoot(element, <Component />);
}

const trackers = parseTrackerConfig(document.getElementById(TRACKER_CONFIG_ELEMENT_ID)?.textContent);
const openers = [...document.querySelectorAll<HTMLElement>(".cookie-settings")];
const consentRoot = document.createElement("div");
document.body.append(consentRoot);
createRoot(consentRoot).render(<CookieConsent trackers={trackers} openers={openers} />);
