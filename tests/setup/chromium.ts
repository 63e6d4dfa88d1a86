// The browser project drives Debian's Chromium (tests/helpers/browser.ts): its headless shell, and the
// full browser where a test needs it. `npm install && npm test` on a fresh Debian machine installs them
// (as root; nothing is downloaded but Debian's packages); elsewhere it says what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "../helpers/browser.js";

const PACKAGES = ["chromium", "chromium-headless-shell"];

export default function ensureChromium() {
  if (process.env.CHROMIUM_PATH || Object.values(CHROMIUM).every((file) => existsSync(file))) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`The browser tests need Debian's ${PACKAGES.join(" and ")}: sudo apt-get install -y ${PACKAGES.join(" ")}`);
  }
  console.log(`Installing ${PACKAGES.join(", ")} from Debian's packages for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env });
}
