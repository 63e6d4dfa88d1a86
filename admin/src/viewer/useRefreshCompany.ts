// After the owner changes the shop's settings, the layout (sidebar logo and name) and the access rules
// read the shop again: the viewer's own read, refreshed where it is defined.
import { useQueryClient } from "@tanstack/react-query";
import { viewerKeys } from "./viewer";

export function useRefreshCompany(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewerKeys.company });
}
