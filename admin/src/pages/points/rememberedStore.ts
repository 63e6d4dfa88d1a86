// The store a till works for rarely changes: remember the cashier's last choice on this device.
import { recall, remember } from "./deviceMemory";

const STORAGE_KEY = "admin.counter.storeId";

export const readRememberedStore = (): string | null => recall(STORAGE_KEY);

export const rememberStore = (storeId: string | undefined): void => remember(STORAGE_KEY, storeId);
