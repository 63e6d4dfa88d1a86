// The three settings sections of settings.get, each saved by its own procedure.
import { useQuery } from "@tanstack/react-query";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { keys } from "./keys";

export type ShopSettings = RouterOutputs["settings"]["get"];

export function useSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => trpc.settings.get.query() });
}
