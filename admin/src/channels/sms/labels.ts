// How the SMS screens name the two encodings operators count by.
import type { SmsEncoding } from "@shared/sms.js";

export const smsEncodingLabel: Record<SmsEncoding, string> = {
  GSM: "GSM-7 (160 χαρακτήρες / 153 ανά τμήμα)",
  UNICODE: "Unicode UCS-2 (70 χαρακτήρες / 67 ανά τμήμα)",
};
