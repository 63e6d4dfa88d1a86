/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { api, errorText, type Notice } from "./api.js";
import { dateTimeText } from "./format.js";

/** The push notifications and campaign SMS received; shown push notifications are marked viewed. */
export function Notifications() {
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.notifications.query().then(
      (rows) => {
        setNotices(rows);
        const unseen = rows.filter((row) => !row.viewed).map((row) => row.id);
        if (unseen.length) void api.markViewed.mutate({ ids: unseen });
      },
      (failure) => setError(errorText(failure)),
    );
  }, []);
  return (
    <main class="page">
      <h1>Ειδοποιήσεις</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {notices?.length === 0 && <p class="muted">Δεν έχετε ειδοποιήσεις.</p>}
      <ul class="notices">
        {notices?.map((notice) => (
          <li key={notice.id} class={notice.viewed ? "" : "unseen"} data-channel={notice.channel}>
            <small>
              {notice.channel === "sms" && <span class="tag">SMS</span>}
              {notice.shop} · {dateTimeText(notice.at)}
            </small>
            {notice.title && <strong>{notice.title}</strong>}
            <p class="notice-text">{notice.text}</p>
            {notice.url && (
              <a href={notice.url} target="_blank" rel="noopener noreferrer">
                Περισσότερα
              </a>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
