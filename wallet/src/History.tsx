/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import { api, errorText, type HistoryRow } from "./api.js";
import { dateText } from "./format.js";

const LABELS: Record<string, string> = {
  purchase: "Αγορά",
  stamp: "Στάμπα",
  gift: "Δώρο πόντων",
  stampGift: "Δώρο στάμπας",
  coupon: "Κουπόνι (πόντοι)",
  stampCoupon: "Κουπόνι (στάμπες)",
};

/**
 * The history, closed until asked for and loaded a page at a time, so that a long one never stands
 * between the customer and the switches and «leave» below it.
 */
export function History({ companyId }: { companyId: string }) {
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function load(offset: number) {
    setBusy(true);
    setError(null);
    try {
      const page = await api.history.query({ companyId, offset });
      setRows((shown) => [...(offset ? (shown ?? []) : []), ...page.rows]);
      setMore(page.more);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details
      class="history-box"
      onToggle={(event) => {
        if (event.currentTarget.open && rows === null && !busy) void load(0);
      }}
    >
      <summary>Ιστορικό κινήσεων</summary>
      {rows?.length === 0 && <p class="muted">Δεν υπάρχουν κινήσεις ακόμη.</p>}
      {rows && rows.length > 0 && (
        <ul class="history">
          {rows.map((row) => (
            <li key={row.id} class={row.cancelled ? "cancelled" : ""}>
              <span>{dateText(row.at)}</span> <span>{LABELS[row.kind] ?? row.kind}</span>{" "}
              <span>
                {row.points > 0 ? "+" : ""}
                {row.points}
              </span>
              {row.cancelled && <span> (ακυρώθηκε)</span>}
            </li>
          ))}
        </ul>
      )}
      {busy && <p class="muted">Φόρτωση…</p>}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {more && !busy && rows && (
        <button type="button" class="wide" onClick={() => void load(rows.length)}>
          Παλαιότερες κινήσεις
        </button>
      )}
    </details>
  );
}
