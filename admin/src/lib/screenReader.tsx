// What screen readers hear of antd's own controls, in Greek.
//
// antd's icons name themselves in English (<span role="img" aria-label="plus">), and that name joins the name
// of the button or link around it («plus Νέα ανταμοιβή»); antd also draws icons inside its own components (a
// password's eye, a number field's arrows, the pagination) where no prop reaches them. Every icon of the admin
// is decoration beside a text or a control's own Greek label, so they are hidden from screen readers as they
// appear; an icon given a Greek label of its own keeps it (it names an icon-only control).
import { CloseCircleFilled, CloseOutlined } from "@ant-design/icons";

/** antd's closable config: the close button of modals and drawers named in Greek (antd says "Close"). */
export const closable = { "aria-label": "Κλείσιμο" };

/**
 * A toast's close icon, named: the toast's close is a link without a role, which may carry a name only
 * through its content (axe refuses an aria-label on it), so the icon inside is what names it.
 */
export const toastCloseIcon = <CloseOutlined aria-label="Κλείσιμο" />;

/** An input's `allowClear`: its clear button named in Greek. */
export const clearable = { clearIcon: <CloseCircleFilled aria-label="Καθαρισμός" /> };

const ICON = "span.anticon[role='img']";
/** The name antd gives an icon: its English kebab-case name. */
const ICON_NAME = /^[a-z0-9-]+$/;

function hideIfNamedInEnglish(icon: Element) {
  const label = icon.getAttribute("aria-label");
  if (label !== null && !ICON_NAME.test(label)) return;
  icon.setAttribute("aria-hidden", "true");
  nameFromTitle(icon);
}

/**
 * A button that only held the icon (the pagination's arrows) would be left without a name: it takes the
 * Greek title antd's el_GR locale puts on it or on its item («Προηγούμενη Σελίδα»).
 */
function nameFromTitle(icon: Element) {
  const control = icon.closest("button");
  if (!control || control.hasAttribute("aria-label") || control.textContent?.trim()) return;
  const title = control.getAttribute("title") ?? control.parentElement?.getAttribute("title");
  if (title) control.setAttribute("aria-label", title);
}

const TOAST_CLOSE = "a.ant-notification-notice-close";

/**
 * rc-notification writes aria-label="Close" on the toast's close link, a link with no role (which axe refuses):
 * it becomes a button named in Greek.
 */
function nameToastClose(link: Element) {
  link.setAttribute("role", "button");
  link.setAttribute("aria-label", "Κλείσιμο");
}

/** Hides antd's icons from screen readers in `root`, now and whenever they appear (modals and toasts included). */
export function hideIconNames(root: HTMLElement): void {
  for (const icon of root.querySelectorAll(ICON)) hideIfNamedInEnglish(icon);
  for (const link of root.querySelectorAll(TOAST_CLOSE)) nameToastClose(link);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(ICON)) hideIfNamedInEnglish(node);
        for (const icon of node.querySelectorAll(ICON)) hideIfNamedInEnglish(icon);
        if (node.matches(TOAST_CLOSE)) nameToastClose(node);
        for (const link of node.querySelectorAll(TOAST_CLOSE)) nameToastClose(link);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
