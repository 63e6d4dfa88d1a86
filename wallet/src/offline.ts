// The last cards seen, kept on the phone so the wallet shows them without a network.
import type { Card } from "./api.js";

const KEY = "wallet-cards";

export function saveCards(cards: Card[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ at: new Date().toISOString(), cards }));
  } catch {
    // A full or disabled storage only loses the offline copy.
  }
}

export function savedCards(): { at: string; cards: Card[] } | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
}

export function forgetCards() {
  localStorage.removeItem(KEY);
}
