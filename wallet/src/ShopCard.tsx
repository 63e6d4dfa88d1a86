/** @jsxImportSource preact */
import type { Card } from "./api.js";
import { Consent } from "./Consent.js";
import { dateText, nounFor } from "./format.js";
import { History } from "./History.js";
import { LeaveShop } from "./LeaveShop.js";
import { Qr } from "./Qr.js";
import { Rewards } from "./Rewards.js";
import { shopStyle } from "./shopColour.js";
import { StampCard } from "./StampCard.js";

function Coupons({ coupons }: { coupons: Card["coupons"] }) {
  return (
    <section>
      <h2>Κουπόνια</h2>
      {coupons.length === 0 ? (
        <p class="muted">Δεν έχετε κουπόνια προς εξαργύρωση.</p>
      ) : (
        <ul class="coupons">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <strong>{coupon.title}</strong>
              {coupon.description && <p>{coupon.description}</p>}
              <p>
                Κωδικός: <code>{coupon.code}</code>
                {coupon.validUntil && <> · ισχύει έως {dateText(coupon.validUntil)}</>}
              </p>
              <Qr text={coupon.code} label={`QR του κουπονιού ${coupon.code}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One shop's card in its own colours: balances, coupons, rewards, then the history (closed) and the customer's choices. */
export function ShopCard({ card, offline, onLeft }: { card: Card; offline: boolean; onLeft: (message: string) => void }) {
  const { shop } = card;
  return (
    <main class="page shop" style={shopStyle(shop)}>
      <header class="shop-head">
        {shop.logo && <img src={shop.logo} alt="" class="logo" />}
        <div>
          <h1>{shop.name}</h1>
          {shop.subtitle && <p class="muted">{shop.subtitle}</p>}
        </div>
      </header>
      {shop.pointsEnabled && (
        <p class="points">
          <strong data-testid="points">{card.points}</strong> {nounFor(card.points, "points")}
        </p>
      )}
      {shop.stampsEnabled && <StampCard card={card} />}
      <Coupons coupons={card.coupons} />
      <Rewards title="Δώρα με πόντους" rewards={card.rewards} unit="points" />
      <Rewards title="Δώρα με στάμπες" rewards={card.stampRewards} unit="stamps" />
      {!offline && (
        <>
          <History key={shop.id} companyId={shop.id} />
          <section class="choices">
            <Consent card={card} />
            <LeaveShop card={card} onLeft={onLeft} />
          </section>
        </>
      )}
    </main>
  );
}
