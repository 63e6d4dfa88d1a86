import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const leaveShopSchema = z.object({ companyId: idInput });
export type LeaveShopInput = z.infer<typeof leaveShopSchema>;
