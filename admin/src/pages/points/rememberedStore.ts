// The store a till works for rarely changes: remember the cashier's last choice on this device.
const STORAGE_KEY = "admin.counter.storeId";

export function readRememberedStore(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): nothing remembered
  }
}

export function rememberStore(storeId: string | undefined): void {
  try {
    if (storeId) localStorage.setItem(STORAGE_KEY, storeId);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the choice just is not remembered
  }
}
