import { Spin } from "antd";

/** A centred spinner: the whole screen, or the page area of the layout. */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? "full-spin" : "page-spin"} role="status" aria-label="Φόρτωση">
      <Spin size="large" />
    </div>
  );
}
