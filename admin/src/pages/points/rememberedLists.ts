// The shop's tags and stores as this device last received them, shown while the counter asks for them
// again: without them the row of tags and the store field appear a round trip after the form (over half
// a second on a phone network), and the submit button moves down under the cashier's finger. The fresh
// answer replaces them as it arrives, and a purchase is checked only against that answer (AwardForm).
// Per shop, so another shop signed in on the same device never sees them.
import type { CustomOutput } from "../../providers/procedures";

export type CounterLists = { tags: CustomOutput<"transaction.listTags">; stores: CustomOutput<"company.getStores"> };

const storageKey = (companyId: string) => `admin.counter.lists.${companyId}`;

export function readRememberedLists(companyId: string | undefined): Partial<CounterLists> {
  if (!companyId) return {};
  try {
    const stored = localStorage.getItem(storageKey(companyId));
    return stored ? (JSON.parse(stored) as Partial<CounterLists>) : {};
  } catch {
    return {}; // storage blocked or unreadable: the lists arrive with the answer, as before
  }
}

export function rememberList<Name extends keyof CounterLists>(companyId: string, name: Name, list: CounterLists[Name]): void {
  try {
    localStorage.setItem(storageKey(companyId), JSON.stringify({ ...readRememberedLists(companyId), [name]: list }));
  } catch {
    // storage blocked or full: nothing is remembered
  }
}
