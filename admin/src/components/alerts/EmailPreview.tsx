// An e-mail as the customer's mail app shows it. The HTML runs in a sandboxed frame with no
// scripts, no forms and no access to the admin's page or session.
import { Typography } from "antd";
import { HtmlFrame } from "./HtmlFrame";

type Props = { from: string; subject: string; html: string; height?: number };

export function EmailPreview({ from, subject, html, height = 520 }: Props) {
  return (
    <div className="email-preview">
      <dl className="email-preview-head">
        <dt>Από</dt>
        <dd>{from}</dd>
        <dt>Θέμα</dt>
        <dd>
          <Typography.Text strong>{subject || "—"}</Typography.Text>
        </dd>
      </dl>
      <HtmlFrame title={`Προεπισκόπηση e-mail: ${subject}`} html={html} height={height} />
    </div>
  );
}
