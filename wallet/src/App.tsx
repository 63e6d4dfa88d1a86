/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { Account } from "./Account.js";
import { api, isOffline, isSignedOut, type Card } from "./api.js";
import { Flash } from "./Flash.js";
import { dateTimeText, quantity } from "./format.js";
import { IdentityQr } from "./IdentityQr.js";
import { Notifications } from "./Notifications.js";
import { forgetCards, saveCards, savedCards } from "./offline.js";
import { ShopCard } from "./ShopCard.js";
import { shopStyle } from "./shopColour.js";
import { SignIn } from "./SignIn.js";

type View = { name: "home" } | { name: "shop"; companyId: string } | { name: "qr" } | { name: "account" } | { name: "notifications" };
type Load = { state: "loading" } | { state: "signedOut" } | { state: "ready"; cards: Card[]; offlineSince?: string } | { state: "error" };

/** A link from a campaign opens the wallet at its shop: /wallet/?shop=<slug>. */
const linkedShop = new URLSearchParams(location.search).get("shop");

export function App() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [view, setView] = useState<View>({ name: "home" });
  /** What the last action did (a shop left, the account deleted), said on the next screen. */
  const [flash, setFlash] = useState<string | null>(null);

  async function refresh() {
    try {
      const cards = await api.cards.query();
      saveCards(cards);
      setLoad({ state: "ready", cards });
      const linked = linkedShop && cards.find((card) => card.shop.slug === linkedShop);
      if (linked) setView((current) => (current.name === "home" ? { name: "shop", companyId: linked.shop.id } : current));
    } catch (error) {
      if (isSignedOut(error)) return setLoad({ state: "signedOut" });
      const saved = savedCards();
      if (isOffline(error) && saved) return setLoad({ state: "ready", cards: saved.cards, offlineSince: saved.at });
      setLoad({ state: "error" });
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards are loaded once, when the wallet opens; refresh is a new function on every render.
  useEffect(() => {
    void refresh();
  }, []);

  const signedOut = (message?: string) => {
    setFlash(message ?? null);
    forgetCards();
    setView({ name: "home" });
    setLoad({ state: "signedOut" });
  };

  if (load.state === "loading") return <main class="page muted">Φόρτωση…</main>;
  const shownFlash = flash && <Flash text={flash} onClose={() => setFlash(null)} />;
  if (load.state === "signedOut")
    return (
      <>
        {shownFlash}
        <SignIn
          onSignedIn={() => {
            setFlash(null);
            void refresh();
          }}
        />
      </>
    );
  if (load.state === "error")
    return (
      <main class="page">
        <p class="error" role="alert">
          Δεν φορτώθηκε το πορτοφόλι σας.
        </p>
        <button type="button" onClick={() => void refresh()}>
          Ξανά
        </button>
      </main>
    );

  const { cards, offlineSince } = load;
  const back = () => {
    setView({ name: "home" });
    void refresh();
  };
  const go = (next: View) => {
    setFlash(null);
    setView(next);
  };
  const left = (message: string) => {
    setFlash(message);
    back();
  };
  const shop = view.name === "shop" ? cards.find((card) => card.shop.id === view.companyId) : undefined;

  return (
    <div class="app">
      <header class="bar">
        {view.name === "home" ? (
          <strong>Το πορτοφόλι μου</strong>
        ) : (
          <button type="button" class="link" onClick={back}>
            <span aria-hidden="true">‹ </span>Πίσω
          </button>
        )}
        <nav>
          <button type="button" class="link" onClick={() => go({ name: "notifications" })}>
            Ειδοποιήσεις
          </button>
          <button type="button" class="link" onClick={() => go({ name: "account" })}>
            Λογαριασμός
          </button>
        </nav>
      </header>
      {offlineSince && (
        <p class="offline" role="status">
          Εκτός σύνδεσης: τα στοιχεία είναι της {dateTimeText(offlineSince)}.
        </p>
      )}
      {shownFlash}
      {view.name === "home" && (
        <main class="page">
          <button type="button" class="primary wide" onClick={() => go({ name: "qr" })}>
            Ο κωδικός μου για το ταμείο
          </button>
          {cards.length === 0 && <p class="muted">Δεν έχετε ακόμη κάρτα σε κάποιο κατάστημα. Δώστε το κινητό σας στο ταμείο στην επόμενη αγορά σας.</p>}
          <ul class="cards" aria-label="Τα καταστήματά μου">
            {cards.map((card) => (
              <li key={card.shop.id}>
                <button type="button" class="card-summary" style={shopStyle(card.shop)} onClick={() => go({ name: "shop", companyId: card.shop.id })}>
                  {card.shop.logo ? (
                    <img src={card.shop.logo} alt="" class="logo" />
                  ) : (
                    <span class="logo placeholder" aria-hidden="true">
                      {card.shop.name.slice(0, 1)}
                    </span>
                  )}
                  <span class="name">{card.shop.name}</span>
                  <span class="balance">
                    {card.shop.pointsEnabled && <span>{quantity(card.points, "points")}</span>}
                    {card.shop.stampsEnabled && <span>{quantity(card.stamps, "stamps")}</span>}
                    {card.coupons.length > 0 && <span>{quantity(card.coupons.length, "coupons")}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </main>
      )}
      {view.name === "shop" &&
        (shop ? <ShopCard card={shop} offline={Boolean(offlineSince)} onLeft={left} /> : <main class="page muted">Το κατάστημα δεν βρέθηκε.</main>)}
      {view.name === "qr" && <IdentityQr />}
      {view.name === "notifications" && <Notifications />}
      {view.name === "account" && <Account onSignedOut={signedOut} />}
    </div>
  );
}
