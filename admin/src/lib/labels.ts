// Greek names of server enums shown in the admin.
import type { Company } from "../viewer/ViewerProvider";

export const roleLabels: Record<Company["role"], string> = {
  OWNER: "Ιδιοκτήτης",
  EMPLOYEE: "Υπάλληλος",
};
