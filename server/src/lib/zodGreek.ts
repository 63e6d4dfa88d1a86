// Greek messages for zod's built-in checks, so field errors can be shown to staff as they are.
import { z, ZodIssueCode, type ZodErrorMap } from "zod";
import { countText } from "../shared/counts.js";

const greek: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      return { message: issue.received === "undefined" ? "Υποχρεωτικό πεδίο." : "Μη έγκυρη τιμή." };
    case ZodIssueCode.too_small:
      if (issue.type === "string")
        return {
          message: issue.minimum === 1 ? "Υποχρεωτικό πεδίο." : `Τουλάχιστον ${countText(Number(issue.minimum), "character", { case: "accusative" })}.`,
        };
      if (issue.type === "number") return { message: `Η τιμή πρέπει να είναι τουλάχιστον ${issue.minimum}.` };
      return { message: `Τουλάχιστον ${countText(Number(issue.minimum), "item")}.` };
    case ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `Έως ${countText(Number(issue.maximum), "character", { case: "accusative" })}.` };
      if (issue.type === "number") return { message: `Η τιμή πρέπει να είναι έως ${issue.maximum}.` };
      return { message: `Έως ${countText(Number(issue.maximum), "item")}.` };
    case ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { message: "Μη έγκυρη διεύθυνση e-mail." };
      if (issue.validation === "url") return { message: "Μη έγκυρη διεύθυνση URL." };
      return { message: "Μη έγκυρη μορφή." };
    case ZodIssueCode.invalid_enum_value:
      return { message: "Μη έγκυρη επιλογή." };
    case ZodIssueCode.not_multiple_of:
      return { message: "Μη έγκυρη τιμή." };
    case ZodIssueCode.invalid_date:
      return { message: "Μη έγκυρη ημερομηνία." };
    default:
      return { message: ctx.defaultError };
  }
};

z.setErrorMap(greek);
