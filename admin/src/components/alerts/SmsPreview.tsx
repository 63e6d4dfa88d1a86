// An SMS in a phone's messages app, with the opt-out line the server adds, and its parts. Without the
// shop's opt-out link (the platform's review), the line is shown as a placeholder and not counted.
import { Typography } from "antd";
import { countSms, smsOptOutLine, smsWithOptOut } from "../../../../server/src/shared/sms.js";
import { PhoneFrame } from "./PhoneFrame";
import { smsEncodingLabel } from "./smsLabels";

type Props = { sender: string; text: string; optOutExample?: string };

export function SmsPreview({ sender, text, optOutExample }: Props) {
  const count = countSms(optOutExample === undefined ? text : smsWithOptOut(text, optOutExample));
  const parts = count.parts === 1 ? "1 τμήμα" : `${count.parts} τμήματα`;
  return (
    <div>
      <PhoneFrame label="Προεπισκόπηση SMS" variant="messages">
        <div className="sms-sender">{sender}</div>
        <div className="sms-bubble" data-testid="sms-preview">
          {text}
          <span className="sms-opt-out">{smsOptOutLine(optOutExample ?? "…")}</span>
        </div>
      </PhoneFrame>
      <Typography.Text type="secondary" className="preview-caption">
        {optOutExample === undefined ? `${parts} χωρίς τη γραμμή STOP` : parts} · {smsEncodingLabel[count.encoding]}
      </Typography.Text>
    </div>
  );
}
