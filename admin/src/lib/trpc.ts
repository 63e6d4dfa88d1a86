// The one tRPC client of the admin. Types come from the server's router; results are plain JSON.
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@shared/appRouter.js";
import { retryWhenBusyLink } from "../providers/retryWhenBusy";

// The cashier sees why the award takes a moment longer; the same key means it is recorded once. The
// toasts (antd) load only then: every page loads this client, and the counter's pages carry no antd.
const busyNotice = (seconds: number) =>
  void import("../components/feedback/feedback").then(({ toast }) =>
    toast.warn("Ο διακομιστής είναι φορτωμένος", `Η καταχώριση ξαναστέλνεται σε ${seconds} δευτ. και θα γίνει μία φορά.`),
  );

export const trpc = createTRPCClient<AppRouter>({
  links: [retryWhenBusyLink<AppRouter>(busyNotice), httpBatchLink({ url: "/api/trpc" })],
});
