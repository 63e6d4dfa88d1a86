// A push notification on a phone's lock screen, as the customer will see it.
import { PhoneFrame } from "./PhoneFrame";

type Props = { shopName: string; shopLogo?: string | null; title: string; text: string; image?: string | null };

export function PushPreview({ shopName, shopLogo, title, text, image }: Props) {
  return (
    <PhoneFrame label="Προεπισκόπηση ειδοποίησης push">
      <div className="push-clock" aria-hidden>
        9:41
      </div>
      <div className="push-card" data-testid="push-preview">
        <div className="push-card-head">
          {shopLogo ? <img className="push-app-icon" src={shopLogo} alt="" /> : <span className="push-app-icon">{shopName.slice(0, 1)}</span>}
          <span className="push-app-name">{shopName}</span>
          <span className="push-when">τώρα</span>
        </div>
        <div className="push-title">{title || "Τίτλος ειδοποίησης"}</div>
        <div className="push-text">{text || "Το κείμενο της ειδοποίησης."}</div>
        {image && <img className="push-image" src={image} alt="" />}
      </div>
    </PhoneFrame>
  );
}
