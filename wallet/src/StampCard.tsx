/** @jsxImportSource preact */
import type { Card } from "./api.js";

/** The stamp card drawn with the shop's own full and empty stamp images (plain circles without them). */
export function StampCard({ card }: { card: Card }) {
  const { shop, stamps, stampTarget } = card;
  const filled = Math.min(stamps, stampTarget);
  const slots = Array.from({ length: stampTarget }, (_, index) => index < filled);
  return (
    <section class="stamp-card" aria-label={`Κάρτα στάμπας: ${stamps} από ${stampTarget}`}>
      <h2>Κάρτα στάμπας</h2>
      {shop.stampDescription && <p class="muted">{shop.stampDescription}</p>}
      <ol class="stamps">
        {slots.map((full, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stamp slot's position is its identity.
          <li key={index} class={full ? "full" : "empty"} data-stamp={full ? "full" : "empty"}>
            {full && shop.fullStampImage ? (
              <img src={shop.fullStampImage} alt="" />
            ) : !full && shop.emptyStampImage ? (
              <img src={shop.emptyStampImage} alt="" />
            ) : null}
          </li>
        ))}
      </ol>
      <p>
        <strong>{stamps}</strong> στάμπες{stamps >= stampTarget && shop.stampSuccessDescription ? ` · ${shop.stampSuccessDescription}` : ""}
      </p>
    </section>
  );
}
