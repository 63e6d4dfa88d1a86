/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import { api, type Card } from "./api.js";
import { ConfirmDialog } from "./Dialog.js";
import { heldText } from "./format.js";

type Held = { points: number; stamps: number; coupons: number };
const heldOn = (card: Card): Held => ({ points: card.points, stamps: card.stamps, coupons: card.coupons.length });

/** «Leave this shop»: the dialog says what goes with it (read afresh), and the answer says what went. */
export function LeaveShop({ card, onLeft }: { card: Card; onLeft: (message: string) => void }) {
  const { shop } = card;
  const [held, setHeld] = useState<Held | null>(null);

  async function open() {
    const fresh = await api.cards.query().catch(() => null);
    setHeld(heldOn(fresh?.find((other) => other.shop.id === shop.id) ?? card));
  }
  async function leave() {
    const { lost } = await api.leaveShop.mutate({ companyId: shop.id });
    const gone = heldText(lost);
    onLeft(`Διαγραφήκατε από το κατάστημα «${shop.name}».${gone ? ` Χάθηκαν: ${gone}.` : ""}`);
  }

  const losing = held && heldText(held);
  return (
    <>
      <button type="button" class="danger" onClick={() => void open()}>
        Διαγραφή από αυτό το κατάστημα
      </button>
      {held && (
        <ConfirmDialog title={`Διαγραφή από «${shop.name}»;`} action="Διαγραφή" onConfirm={leave} onClose={() => setHeld(null)}>
          <p>Τα στοιχεία σας θα διαγραφούν από το κατάστημα και η κάρτα σας εκεί θα κλείσει.</p>
          {losing ? (
            <p>
              Θα χαθούν: <strong>{losing}</strong>.
            </p>
          ) : (
            <p>Δεν έχετε πόντους, στάμπες ή κουπόνια σε αυτό το κατάστημα.</p>
          )}
          <p class="muted">Αν δώσετε ξανά το κινητό σας στο ταμείο, θα ξεκινήσετε από την αρχή.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
