// The shop's own colour (Company.brandColor, set in the shop's profile) on its card; the wallet's blue
// without one. The server accepts only #rrggbb, so it is safe in a style.
import type { Card } from "./api.js";

const WALLET_BLUE = "#1677ff";

export const shopStyle = (shop: Pick<Card["shop"], "brandColor">) => ({ "--shop": shop.brandColor ?? WALLET_BLUE });
