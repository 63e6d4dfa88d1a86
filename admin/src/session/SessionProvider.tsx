// Keeps the session store fresh: on start, on window focus, when the tab becomes visible,
// optionally every `refetchInterval` seconds, and when another tab signs in or out.
import { useEffect, type ReactNode } from "react";
import { listenToOtherTabs, loadSession, refetchSession } from "./store";

type Props = { children: ReactNode; refetchInterval?: number };

export function SessionProvider({ children, refetchInterval }: Props) {
  useEffect(() => {
    void loadSession();
    const onFocus = () => void refetchSession();
    const onVisibility = () => {
      if (document.visibilityState === "visible") void refetchSession();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisibility);
    const stopListening = listenToOtherTabs();
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisibility);
      stopListening();
    };
  }, []);

  useEffect(() => {
    if (!refetchInterval) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refetchSession();
    }, refetchInterval * 1000);
    return () => window.clearInterval(timer);
  }, [refetchInterval]);

  return <>{children}</>;
}
