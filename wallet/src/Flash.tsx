/** @jsxImportSource preact */

/** What just happened (a shop left, the account deleted), until the person closes it. */
export function Flash({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div class="flash" role="status">
      <p>{text}</p>
      <button type="button" class="icon" aria-label="Κλείσιμο" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
