// The shop's tags and stores as this device last received them, shown while the counter asks for them
// again: without them the row of tags and the store field appear a round trip after the form (over half
// a second on a phone network), and the submit button moves down under the cashier's finger. The fresh
// answer replaces them as it arrives (isPlaceholderData tells them apart), and a purchase is checked only
// against that answer (AwardForm). Per shop, so another shop signed in on the same device never sees them.
import { useEffect, useMemo } from "react";
import { useCustomQuery } from "../../providers/customCalls";
import type { CustomOutput } from "../../providers/procedures";
import { recallJson, remember } from "./deviceMemory";

/** Each remembered list and the procedure that answers it. */
const PROCEDURES = { tags: "transaction.listTags", stores: "company.getStores" } as const;

type CounterLists = { [Name in keyof typeof PROCEDURES]: CustomOutput<(typeof PROCEDURES)[Name]> };

const storageKey = (companyId: string) => `admin.counter.lists.${companyId}`;

const readRememberedLists = (companyId: string): Partial<CounterLists> => recallJson<Partial<CounterLists>>(storageKey(companyId)) ?? {};

function rememberList<Name extends keyof CounterLists>(companyId: string, name: Name, list: CounterLists[Name]): void {
  remember(storageKey(companyId), JSON.stringify({ ...readRememberedLists(companyId), [name]: list }));
}

/** The shop's list `name`: this device's last answer until the fresh one arrives, which is then remembered. */
export function useRememberedList<Name extends keyof CounterLists>(companyId: string | undefined, name: Name) {
  const remembered = useMemo(() => (companyId ? readRememberedLists(companyId)[name] : undefined), [companyId, name]);
  const list = useCustomQuery(PROCEDURES[name], undefined, { placeholderData: remembered && { data: remembered } });
  useEffect(() => {
    if (companyId && list.data && !list.isPlaceholderData) rememberList(companyId, name, list.data as CounterLists[Name]);
  }, [companyId, name, list.data, list.isPlaceholderData]);
  return list;
}
