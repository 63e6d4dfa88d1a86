// The counter's phone check, loaded beside the page instead of before it: libphonenumber-js with its
// metadata is 31 KB gzip and builds its tables when it runs, which on a slow phone kept the phone field
// unusable for about 0.3 s more. The field is usable at once; the check follows within moments, and an
// award submitted before it has arrived waits for it (awardSubmission.ts). The server checks every phone again.
import { useEffect, useState } from "react";

export type PhoneRules = { normalisePhone: (input: string) => string | null; INVALID_PHONE_MESSAGE: string };

// Should the chunk not load (a dropped connection), the phone goes as typed and the server's check decides.
const serverDecides: PhoneRules = { normalisePhone: (input) => input.trim() || null, INVALID_PHONE_MESSAGE: "" };

let loaded: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import("@shared/phone.js").catch(() => serverDecides);
  return loading.then((rules) => (loaded = rules));
}

/** The phone rules, undefined until they have loaded (the component then renders again). */
export function usePhoneRules(): PhoneRules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (!rules) void loadPhoneRules().then(setRules);
  }, [rules]);
  return rules;
}
