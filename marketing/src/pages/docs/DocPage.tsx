import type { ReactNode } from "react";
import { site } from "../../site.js";

export function DocPage({ title, intro, updated = true, children }: { title: string; intro: ReactNode; updated?: boolean; children: ReactNode }) {
  return (
    <article className="section doc">
      <div className="container container-narrow">
        <header className="doc-header">
          <h1>{title}</h1>
          {updated && <p className="doc-updated">Τελευταία ενημέρωση: {site.legalUpdated}</p>}
          <p className="lead">{intro}</p>
        </header>
        {children}
      </div>
    </article>
  );
}
