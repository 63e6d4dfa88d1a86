/** @jsxImportSource preact */
import type { Card } from "./api.js";
import { quantity } from "./format.js";

/** The shop's rewards with how far the customer is from each. */
export function Rewards({ title, rewards, unit }: { title: string; rewards: Card["rewards"]; unit: "points" | "stamps" }) {
  if (!rewards.length) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul class="rewards">
        {rewards.map((reward) => (
          <li key={reward.id} class={reward.missing === 0 ? "ready" : ""}>
            <strong>{reward.title}</strong> · {quantity(reward.points, unit)}
            <br />
            {reward.missing === 0 ? (
              <span class="ok">Το δικαιούστε τώρα: ζητήστε το στο ταμείο.</span>
            ) : (
              <span class="muted">
                {reward.missing === 1 ? "Σας λείπει" : "Σας λείπουν"} {quantity(reward.missing, unit)}.
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
