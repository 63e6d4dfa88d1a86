// An e-mail as the customer's mail app shows it, {wallet} as the shop's wallet address it is sent with.
// The HTML runs in a sandboxed frame with no scripts, no forms and no access to the admin's page or session.
import { Typography } from "antd";
import { emailWithWalletLink } from "@shared/walletLink.js";
import { useCampaignSettings } from "../../pages/alerts/queries";
import { HtmlFrame } from "./HtmlFrame";

/** `slug`: the sending shop's, for its wallet link. */
type Props = { from: string; slug: string; subject: string; html: string; height?: number };

export function EmailPreview({ from, slug, subject, html, height = 520 }: Props) {
  const settings = useCampaignSettings();
  const sent = settings.data ? emailWithWalletLink(html, settings.data.publicOrigin, slug) : html;
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
      <HtmlFrame title={`Προεπισκόπηση e-mail: ${subject}`} html={sent} height={height} />
    </div>
  );
}
