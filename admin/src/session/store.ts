// The client session: loading, authenticated or unauthenticated. One store per tab,
// read with useSession(); tabs tell each other about sign-in and sign-out over a BroadcastChannel.
import { useSyncExternalStore } from "react";
import { fetchSession, type Session } from "./authApi";

export type SessionState = { status: "loading"; session: null } | { status: "authenticated"; session: Session } | { status: "unauthenticated"; session: null };

let state: SessionState = { status: "loading", session: null };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function setState(next: SessionState) {
  // Keep the same object when nothing changed, so focus refetches do not re-render the app.
  if (next.status === state.status && JSON.stringify(next.session) === JSON.stringify(state.session)) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the session again and resolves to the new state; concurrent calls share one request. */
export function refetchSession(): Promise<SessionState> {
  inFlight ??= fetchSession()
    .then((session) => setState(session ? { status: "authenticated", session } : { status: "unauthenticated", session: null }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight.then(() => state);
}

/** The session once known: the state as it is, or the answer of the first fetch still under way. */
export function settledSession(): Promise<SessionState> {
  return state.status === "loading" ? refetchSession() : Promise.resolve(state);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

// ---- Cross-tab sync ----

type AuthMessage = { event: "session"; trigger: "signin" | "signout" };
const CHANNEL = "auth";

/** Tells the other tabs that the session changed (they refetch theirs). */
export function broadcastSessionChange(trigger: AuthMessage["trigger"]) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ event: "session", trigger } satisfies AuthMessage);
  channel.close();
}

/** Refetches whenever another tab signs in or out; returns the unsubscribe. */
export function listenToOtherTabs(): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<AuthMessage>) => {
    if (event.data?.event === "session") void refetchSession();
  };
  return () => channel.close();
}
