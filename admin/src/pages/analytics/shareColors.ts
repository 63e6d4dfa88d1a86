// A share (0–1) shown as a cell's colour: the brand colour, stronger for more, with text that stays
// readable on it (white on the dark cells, black on the light ones).
import { over, textColorOn } from "../../lib/contrast";
import { BRAND_COLOR } from "../../brand";

export function shareColors(share: number): { background: string; color: string } {
  const background = over(BRAND_COLOR, 0.08 + share * 0.8, "#ffffff");
  return { background, color: textColorOn(background) };
}
