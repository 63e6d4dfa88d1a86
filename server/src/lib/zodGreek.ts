// Greek messages for zod's built-in checks, so field errors can be shown to staff as they are.
import { z, ZodIssueCode, type ZodErrorMap } from "zod";

const greek: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      return { message: issue.received === "undefined" ? "Υποχρεωτικό πεδίο." : "Μη έγκυρη τιμή." };
    case ZodIssueCode.too_small:
      if (issue.type === "string") return { message: issue.minimum === 1 ? "Υποχρεωτικό πεδίο." : `Τουλάχιστον ${issue.minimum} χαρακτήρες.` };
      if (issue.type === "number") return { message: `Η τιμή πρέπει να είναι τουλάχιστον ${issue.minimum}.` };
      return { message: `Τουλάχιστον ${issue.minimum} στοιχεία.` };
    case ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `Έως ${issue.maximum} χαρακτήρες.` };
      if (issue.type === "number") return { message: `Η τιμή πρέπει να είναι έως ${issue.maximum}.` };
      return { message: `Έως ${issue.maximum} στοιχεία.` };
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
