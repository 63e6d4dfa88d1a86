// What the e-mail list tab, its import form and its address drawer share.
import type { RouterOutputs } from "../../lib/routerTypes";

export type EmailListSummary = RouterOutputs["emailList"]["list"][number];

export function addressCount(count: number): string {
  return count === 1 ? "1 διεύθυνση" : `${count.toLocaleString("el-GR")} διευθύνσεις`;
}
