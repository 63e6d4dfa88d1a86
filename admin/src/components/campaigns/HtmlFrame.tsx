// A shop's e-mail HTML shown as a mail app shows it, in a sandboxed frame: no scripts, no forms, no
// access to the admin's page or session. The one way the admin renders e-mail HTML.
import "./previews.css";

type Props = { html: string; title: string; height: number; className?: string /** px; absent: the container's width */; width?: number };

export function HtmlFrame({ html, title, height, className = "email-preview-frame", width }: Props) {
  return <iframe className={className} title={title} sandbox="" srcDoc={html} style={{ height, width }} />;
}
