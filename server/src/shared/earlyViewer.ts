// The admin's first question (user, shop, flags: one batched tRPC GET). The admin's entry asks it first
// thing (admin/src/viewer/earlyViewer.ts), and the server names it in the HTML as a preload for a signed-in
// visitor, so the answer is on its way before the entry has even arrived. Both must use this exact URL.
export const EARLY_VIEWER_URL = "/api/trpc/auth.getSession,company.get,featureFlags.get?batch=1&input=%7B%7D";
