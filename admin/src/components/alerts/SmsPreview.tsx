// An SMS in a phone's messages app as it is sent: {wallet} as the shop's wallet link and the opt-out line
// the server adds, and its parts counted as the server counts them (countCampaignSms with an opt-out link
// as long as the real ones): the same figure in the shop's form, its launchpad and the platform's review.
import { Typography } from "antd";
import { countCampaignSms, smsOptOutLine } from "@shared/sms.js";
import { smsWithWalletLink } from "@shared/walletLink.js";
import { useCampaignSettings } from "../../pages/alerts/queries";
import { PhoneFrame } from "./PhoneFrame";
import { smsEncodingLabel } from "./smsLabels";

/** `slug`: the sending shop's, for its wallet link. */
type Props = { sender: string; slug: string; text: string };

export function smsPartsLabel(parts: number): string {
  return parts === 1 ? "1 τμήμα" : `${parts} τμήματα`;
}

export function SmsPreview({ sender, slug, text }: Props) {
  const settings = useCampaignSettings();
  const optOut = settings.data?.smsOptOutExample;
  const sent = settings.data ? smsWithWalletLink(text, settings.data.smsLinkHost, slug) : text;
  const count = optOut === undefined ? null : countCampaignSms(sent, optOut);
  return (
    <div>
      <PhoneFrame label="Προεπισκόπηση SMS" variant="messages">
        <div className="sms-sender">{sender}</div>
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
