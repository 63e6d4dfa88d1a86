// An SMS in a phone's messages app as it is sent: {wallet} as the shop's wallet link and the opt-out line
// the server adds, and its parts counted as the server counts them (countCampaignSms with an opt-out link
// as long as the real ones): the same figure in the shop's form, its launchpad and the platform's review.
import { Typography } from "antd";
import { countCampaignSms, smsOptOutLine } from "@shared/sms.js";
import { smsWithWalletLink } from "@shared/walletLink.js";
import { PhoneFrame } from "../../components/campaigns/PhoneFrame";
import { useCampaignSettings } from "../settings";
import type { ShownContent, Shop } from "../types";
import { smsEncodingLabel } from "./labels";
import { countText } from "@shared/counts.js";

function smsPartsLabel(parts: number): string {
  return countText(parts, "smsPart");
}

/** The sender is the shop's name; its slug makes its wallet link. */
export function SmsPreview({ content, shop }: { content: ShownContent; shop: Shop }) {
  const text = content.text ?? "";
  const settings = useCampaignSettings();
  const optOut = settings.data?.smsOptOutExample;
  const sent = settings.data ? smsWithWalletLink(text, settings.data.smsLinkHost, shop.slug) : text;
  const count = optOut === undefined ? null : countCampaignSms(sent, optOut);
  return (
    <div>
      <PhoneFrame label="Προεπισκόπηση SMS" variant="messages">
        <div className="sms-sender">{shop.name}</div>
        <div className="sms-bubble" data-testid="sms-preview">
          {sent}
          <span className="sms-opt-out">{smsOptOutLine(optOut ?? "…")}</span>
        </div>
      </PhoneFrame>
      {count && (
        <Typography.Text type="secondary" className="preview-caption" data-testid="sms-preview-parts">
          {smsPartsLabel(count.parts)} · {smsEncodingLabel[count.encoding]}
        </Typography.Text>
      )}
    </div>
  );
}
