// What the e-mail list tab, its import form and its address drawer share.
import type { RouterOutputs } from "../../lib/routerTypes";
import { countText } from "@shared/counts.js";

export type EmailListSummary = RouterOutputs["emailList"]["list"][number];

export function addressCount(count: number): string {
  return countText(count, "address");
}
