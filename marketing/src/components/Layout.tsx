import type { ReactNode } from "react";
import { Footer } from "./Footer.js";
import { Island } from "./Island.js";

// Rendered at build time only; the client hydrates the islands and adds the cookie banner (main.tsx).
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Island name="header" />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
