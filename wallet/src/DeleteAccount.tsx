/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import { api, errorText } from "./api.js";
import { ConfirmDialog } from "./Dialog.js";
import { heldText, quantity } from "./format.js";

type Held = { points: number; stamps: number; coupons: number; shops: number };

/** What goes, in all shops together: the nonzero balances and in how many shops. */
function lossText(held: Held): string | null {
  const what = heldText(held);
  return what && `${what} σε ${quantity(held.shops, "shops")}`;
}

/**
 * «Delete account»: the dialog says what is lost in every shop (the cards read afresh); afterwards the
 * sign-in page says what was deleted, as the server counted it.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [held, setHeld] = useState<Held | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setError(null);
    try {
      const cards = await api.cards.query();
      const sum = (pick: (card: (typeof cards)[number]) => number) => cards.reduce((total, card) => total + pick(card), 0);
      setHeld({ points: sum((card) => card.points), stamps: sum((card) => card.stamps), coupons: sum((card) => card.coupons.length), shops: cards.length });
    } catch (failure) {
      setError(errorText(failure));
    }
  }
  async function remove() {
    const { lost } = await api.deleteAccount.mutate();
    const gone = lossText(lost);
    onDeleted(`Ο λογαριασμός σας διαγράφηκε και τα στοιχεία σας σβήστηκαν από όλα τα καταστήματα.${gone ? ` Χάθηκαν: ${gone}.` : ""}`);
  }

  const losing = held && lossText(held);
  return (
    <>
      <button type="button" class="danger" onClick={() => void open()}>
        Διαγραφή λογαριασμού
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {held && (
        <ConfirmDialog title="Διαγραφή λογαριασμού;" action="Οριστική διαγραφή" onConfirm={remove} onClose={() => setHeld(null)}>
          <p>Τα προσωπικά σας στοιχεία θα διαγραφούν από όλα τα καταστήματα και θα αποσυνδεθείτε από αυτή τη συσκευή.</p>
          {losing ? (
            <p>
              Θα χαθούν: <strong>{losing}</strong>.
            </p>
          ) : (
            <p>Δεν έχετε πόντους, στάμπες ή κουπόνια σε κάποιο κατάστημα.</p>
          )}
          <p class="muted">Η διαγραφή δεν αναιρείται.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
