/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import { api, errorText, type Card } from "./api.js";

/** News and notifications from one shop; every campaign send reads them again. */
export function Consent({ card }: { card: Card }) {
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
    <>
      <h2>Ενημερώσεις από το κατάστημα</h2>
      <label class="switch">
        <input type="checkbox" checked={news} onChange={(e) => void save({ news: e.currentTarget.checked })} /> Θέλω νέα και προσφορές
      </label>
      <label class="switch">
        <input type="checkbox" checked={notifications} onChange={(e) => void save({ notifications: e.currentTarget.checked })} /> Θέλω ειδοποιήσεις (SMS,
        e-mail, push)
      </label>
      {message && <p role="status">{message}</p>}
    </>
  );
}
