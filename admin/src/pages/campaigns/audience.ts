// The launchpad's audience choice as the form holds it, and the audience the server is sent.
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import type { Audience } from "./queries";

export type AudienceChoice = {
  kind: Audience["kind"];
  emailListId: string | null;
  /** custom option key → chosen value (a LIST option's id, or "true" for a BOOLEAN one) */
  customOptions: Record<string, string | undefined>;
  minPoints: number | null;
  lastVisitAfter: Dayjs | null;
  lastVisitBefore: Dayjs | null;
};

export const initialChoice: AudienceChoice = {
  kind: "all",
  emailListId: null,
  customOptions: {},
  minPoints: null,
  lastVisitAfter: null,
  lastVisitBefore: null,
};

const DAY = "YYYY-MM-DD";

/** The audience to count and send to; null while the choice is incomplete (no list picked yet). */
export function toAudience(choice: AudienceChoice): Audience | null {
  switch (choice.kind) {
    case "all":
      return { kind: "all" };
    case "emailList":
      return choice.emailListId ? { kind: "emailList", emailListId: choice.emailListId } : null;
    case "filter": {
      const customOptions = Object.entries(choice.customOptions)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([key, value]) => ({ key, value }));
      return {
        kind: "filter",
        ...(customOptions.length > 0 && { customOptions }),
        ...(choice.minPoints !== null && { minPoints: choice.minPoints }),
        ...(choice.lastVisitAfter && { lastVisitAfter: choice.lastVisitAfter.format(DAY) }),
        ...(choice.lastVisitBefore && { lastVisitBefore: choice.lastVisitBefore.format(DAY) }),
      };
    }
  }
}

/** What is typed is acted on once the typing pauses for 500 ms. */
const AUDIENCE_DEBOUNCE_MS = 500;

/** The audience once the choice has stayed the same for a moment (the count is not asked per keystroke). */
export function useSettledAudience(audience: Audience | null): Audience | null {
  const [settled, setSettled] = useState(audience);
  const serialized = JSON.stringify(audience);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(serialized) as Audience | null), AUDIENCE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [serialized]);
  return settled;
}
