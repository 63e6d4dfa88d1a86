/** Text made safe inside HTML, in an element or a quoted attribute: & < > " ' as numeric entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
