// Plain CSS (styles.css) rather than antd's Spin: it shows while the admin itself is still loading.

/** A centred spinner: the whole screen, or the page area of the layout. */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? "full-spin" : "page-spin"} role="status" aria-label="Φόρτωση">
      <span className="spinner" aria-hidden />
    </div>
  );
}
