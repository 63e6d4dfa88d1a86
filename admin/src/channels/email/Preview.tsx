// An e-mail as the customer's mail app shows it, {wallet} as the shop's wallet address it is sent with:
// the stored HTML (what is sent), else the blocks being edited rendered as the server will render them.
// The HTML runs in a sandboxed frame with no scripts, no forms and no access to the admin's page or session.
import { Typography } from "antd";
import { renderEmailDesign } from "@shared/emailDesign.js";
import { emailWithWalletLink } from "@shared/walletLink.js";
import { useCampaignSettings } from "../settings";
import type { ShownContent, Shop } from "../types";
import { EmailFrame } from "./EmailFrame";

/** The shop's name and, when it has one, its sending address. */
function sender(shop: Shop): string {
  return shop.sendingEmail ? `${shop.name} <${shop.sendingEmail}>` : shop.name;
}

export function EmailPreview({ content, shop, height = 520 }: { content: ShownContent; shop: Shop; height?: number }) {
  const subject = content.subject ?? "";
  const html = content.html ?? (content.design ? renderEmailDesign(content.design, shop) : "");
  const settings = useCampaignSettings();
  const sent = settings.data ? emailWithWalletLink(html, settings.data.publicOrigin, shop.slug) : html;
  return (
    <div className="email-preview">
      <dl className="email-preview-head">
        <dt>Από</dt>
        <dd>{sender(shop)}</dd>
        <dt>Θέμα</dt>
        <dd>
          <Typography.Text strong>{subject || "—"}</Typography.Text>
        </dd>
      </dl>
      <EmailFrame title={`Προεπισκόπηση e-mail: ${subject}`} html={sent} height={height} />
    </div>
  );
}
