// The wallet's service worker: the app shell is kept so the wallet opens without a network (the cards
// themselves come from localStorage, see src/offline.ts), and Web Push messages are shown.
const CACHE = "wallet-shell-v1";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch("/wallet/", { cache: "no-cache" });
      const html = await response.clone().text();
      // Each once: addAll refuses a list with the same request twice.
      const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/wallet\/[^"]+)"/g)].map((match) => match[1]))];
      await cache.put("/wallet/", response);
      await cache.addAll(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// Network first (the wallet is always current when online); the cache when offline.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || !url.pathname.startsWith("/wallet/")) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(event.request);
        if (response.ok) await cache.put(event.request.mode === "navigate" ? "/wallet/" : event.request, response.clone());
        return response;
      } catch (error) {
        const cached = await cache.match(event.request.mode === "navigate" ? "/wallet/" : event.request);
        if (cached) return cached;
        throw error;
      }
    })(),
  );
});

self.addEventListener("push", (event) => {
  let message = { title: "Νέα ειδοποίηση", body: "" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  const options = { body: message.body, icon: message.icon || "/wallet/icon-192.png", data: { url: message.url || "/wallet/" } };
  if (message.image) options.image = message.image;
  event.waitUntil(self.registration.showNotification(message.title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.url || "/wallet/"));
});
