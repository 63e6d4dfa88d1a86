/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { api, errorText, type Card, type HistoryRow } from "./api.js";
import { dateText } from "./format.js";
import { Qr } from "./Qr.js";
import { StampCard } from "./StampCard.js";

const HISTORY_LABELS: Record<string, string> = {
  purchase: "Αγορά",
  stamp: "Στάμπα",
  gift: "Δώρο πόντων",
  stampGift: "Δώρο στάμπας",
  coupon: "Κουπόνι (πόντοι)",
  stampCoupon: "Κουπόνι (στάμπες)",
};

function Rewards({ title, rewards, unit }: { title: string; rewards: Card["rewards"]; unit: string }) {
  if (!rewards.length) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul class="rewards">
        {rewards.map((reward) => (
          <li key={reward.id} class={reward.missing === 0 ? "ready" : ""}>
            <strong>{reward.title}</strong> · {reward.points} {unit}
            <br />
            {reward.missing === 0 ? (
              <span class="ok">Το δικαιούστε τώρα: ζητήστε το στο ταμείο.</span>
            ) : (
              <span class="muted">
                Σας λείπουν {reward.missing} {unit}.
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Consent({ card }: { card: Card }) {
  const [news, setNews] = useState(card.newsAccepted);
  const [notifications, setNotifications] = useState(card.notificationsOn);
  const [message, setMessage] = useState<string | null>(null);
  async function save(change: { news?: boolean; notifications?: boolean }) {
    setMessage(null);
    try {
      await api.setConsent.mutate({ companyId: card.shop.id, ...change });
      if (change.news !== undefined) setNews(change.news);
      if (change.notifications !== undefined) setNotifications(change.notifications);
      setMessage("Αποθηκεύτηκε.");
    } catch (error) {
      setMessage(errorText(error));
    }
  }
  return (
    <section>
      <h2>Ενημερώσεις από το κατάστημα</h2>
      <label class="switch">
        <input type="checkbox" checked={news} onChange={(e) => void save({ news: e.currentTarget.checked })} /> Θέλω νέα και προσφορές
      </label>
      <label class="switch">
        <input type="checkbox" checked={notifications} onChange={(e) => void save({ notifications: e.currentTarget.checked })} /> Θέλω ειδοποιήσεις (SMS,
        e-mail, push)
      </label>
      {message && <p role="status">{message}</p>}
    </section>
  );
}

export function ShopCard({ card, offline, onLeft }: { card: Card; offline: boolean; onLeft: () => void }) {
  const { shop } = card;
  const [history, setHistory] = useState<HistoryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!offline) void api.history.query({ companyId: shop.id }).then(setHistory, () => setHistory(null));
  }, [shop.id, offline]);

  async function leave() {
    if (!confirm(`Να διαγραφείτε από το κατάστημα «${shop.name}»; Τα στοιχεία σας εκεί θα διαγραφούν.`)) return;
    try {
      await api.leaveShop.mutate({ companyId: shop.id });
      onLeft();
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <main class="page shop">
      <header class="shop-head">
        {shop.logo && <img src={shop.logo} alt="" class="logo" />}
        <div>
          <h1>{shop.name}</h1>
          {shop.subtitle && <p class="muted">{shop.subtitle}</p>}
        </div>
      </header>
      {shop.pointsEnabled && (
        <p class="points">
          <strong data-testid="points">{card.points}</strong> πόντοι
        </p>
      )}
      {shop.stampsEnabled && <StampCard card={card} />}
      <section>
        <h2>Κουπόνια</h2>
        {card.coupons.length === 0 ? (
          <p class="muted">Δεν έχετε κουπόνια προς εξαργύρωση.</p>
        ) : (
          <ul class="coupons">
            {card.coupons.map((coupon) => (
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
      <Rewards title="Δώρα με πόντους" rewards={card.rewards} unit="πόντοι" />
      <Rewards title="Δώρα με στάμπες" rewards={card.stampRewards} unit="στάμπες" />
      {!offline && (
        <section>
          <h2>Ιστορικό</h2>
          {history === null ? (
            <p class="muted">Φόρτωση…</p>
          ) : history.length === 0 ? (
            <p class="muted">Δεν υπάρχουν κινήσεις ακόμη.</p>
          ) : (
            <ul class="history">
              {history.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own; the list is read-only and replaced whole on each load.
                <li key={index} class={row.cancelled ? "cancelled" : ""}>
                  <span>{dateText(row.at)}</span> <span>{HISTORY_LABELS[row.kind] ?? row.kind}</span>{" "}
                  <span>
                    {row.points > 0 ? "+" : ""}
                    {row.points}
                  </span>
                  {row.cancelled && <span> (ακυρώθηκε)</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!offline && <Consent card={card} />}
      {!offline && (
        <section>
          <button type="button" class="danger" onClick={() => void leave()}>
            Διαγραφή από αυτό το κατάστημα
          </button>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
