// A stored submission as its recipients will see it, whatever its kind.
import { EmailPreview } from "./EmailPreview";
import { PushPreview } from "./PushPreview";
import { SmsPreview } from "./SmsPreview";

type Shop = { name: string; slug: string; logo?: string | null; sendingEmail?: string | null };

type Shown = {
  type: "PUSH" | "SMS" | "EMAIL";
  title: string;
  text: string | null;
  subject: string | null;
  html: string | null;
  image: string | null;
};

type Props = { submission: Shown; shop: Shop; emailHeight?: number };

export function emailSender(shop: Shop): string {
  return shop.sendingEmail ? `${shop.name} <${shop.sendingEmail}>` : shop.name;
}

export function SubmissionPreview({ submission, shop, emailHeight }: Props) {
  switch (submission.type) {
    case "PUSH":
      return <PushPreview shopName={shop.name} shopLogo={shop.logo} title={submission.title} text={submission.text ?? ""} image={submission.image} />;
    case "SMS":
      return <SmsPreview sender={shop.name} slug={shop.slug} text={submission.text ?? ""} />;
    case "EMAIL":
      return <EmailPreview from={emailSender(shop)} slug={shop.slug} subject={submission.subject ?? ""} html={submission.html ?? ""} height={emailHeight} />;
  }
}
