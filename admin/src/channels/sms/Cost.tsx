// What an SMS campaign costs: the parts of the message as sent (counted as the server counts them) times
// the recipients, on the launchpad.
import { Typography } from "antd";
import { countCampaignSms, smsTotalLabel } from "@shared/sms.js";
import { smsWithWalletLink } from "@shared/walletLink.js";
import { useCampaignSettings } from "../settings";
import type { ShownContent, Shop } from "../types";

export function SmsCost({ content, shop, recipients }: { content: ShownContent; shop: Shop; recipients: number }) {
  const settings = useCampaignSettings();
  if (!settings.data) return null;
  const { parts } = countCampaignSms(smsWithWalletLink(content.text ?? "", settings.data.smsLinkHost, shop.slug), settings.data.smsOptOutExample);
  return (
    <Typography.Text data-testid="sms-total">
      Κόστος: <b>{smsTotalLabel(parts, recipients)}</b>
    </Typography.Text>
  );
}
