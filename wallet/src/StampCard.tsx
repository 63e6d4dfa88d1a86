/** @jsxImportSource preact */
import type { Card } from "./api.js";
import { nounFor } from "./format.js";

/**
 * The stamp card: collected stamps drawn with the shop's full-stamp image, or filled in the shop's colour
 * with a tick; empty ones with its empty-stamp image, or a dashed outline.
 */
export function StampCard({ card }: { card: Card }) {
  const { shop, stamps, stampTarget } = card;
  const filled = Math.min(stamps, stampTarget);
  const slots = Array.from({ length: stampTarget }, (_, index) => index < filled);
  return (
    <section class="stamp-card" aria-label={`Κάρτα στάμπας: ${stamps} από ${stampTarget}`}>
      <h2>Κάρτα στάμπας</h2>
      {shop.stampDescription && <p class="muted">{shop.stampDescription}</p>}
      <ol class="stamps">
        {slots.map((full, index) => {
          const image = full ? shop.fullStampImage : shop.emptyStampImage;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stamp slot's position is its identity.
            <li key={index} class={`${full ? "full" : "empty"}${image ? " pictured" : ""}`} data-stamp={full ? "full" : "empty"}>
              {image ? <img src={image} alt="" /> : full ? <span aria-hidden="true">✓</span> : null}
            </li>
          );
        })}
      </ol>
      <p>
        <strong>{stamps}</strong> {nounFor(stamps, "stamps")}
        {stamps >= stampTarget && shop.stampSuccessDescription ? ` · ${shop.stampSuccessDescription}` : ""}
      </p>
    </section>
  );
}
