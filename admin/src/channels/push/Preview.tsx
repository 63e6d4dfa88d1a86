// A push notification on a phone's lock screen, as the customer will see it.
import { PhoneFrame } from "../../components/campaigns/PhoneFrame";
import type { ShownContent, Shop } from "../types";

export function PushPreview({ content, shop }: { content: ShownContent; shop: Shop }) {
  const { title, text, image } = content;
  return (
    <PhoneFrame label="Προεπισκόπηση ειδοποίησης push">
      <div className="push-clock" aria-hidden>
        9:41
      </div>
      <div className="push-card" data-testid="push-preview">
        <div className="push-card-head">
          {shop.logo ? <img className="push-app-icon" src={shop.logo} alt="" /> : <span className="push-app-icon">{shop.name.slice(0, 1)}</span>}
          <span className="push-app-name">{shop.name}</span>
          <span className="push-when">τώρα</span>
        </div>
        <div className="push-title">{title || "Τίτλος ειδοποίησης"}</div>
        <div className="push-text">{text || "Το κείμενο της ειδοποίησης."}</div>
        {image && <img className="push-image" src={image} alt="" />}
      </div>
    </PhoneFrame>
  );
}
