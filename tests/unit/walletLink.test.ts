// {wallet} in a campaign's text, as it is sent and previewed (shared/walletLink.ts).
import { describe, expect, it } from "vitest";
import { emailWithWalletLink, smsWithWalletLink, walletUrl } from "../../server/src/shared/walletLink.js";

describe("the wallet link", () => {
  it("is the short <host>/w/<slug> in an SMS, every placeholder replaced", () => {
    expect(smsWithWalletLink("Κάρτα: {wallet} ή {wallet}", "lyl.gr", "kafe-athina")).toBe("Κάρτα: lyl.gr/w/kafe-athina ή lyl.gr/w/kafe-athina");
  });

  it("is the full wallet address in an e-mail, escaped for the HTML it lands in", () => {
    expect(walletUrl("https://x.gr", "kafe athina")).toBe("https://x.gr/wallet/?shop=kafe%20athina");
    expect(emailWithWalletLink('<a href="{wallet}">{wallet}</a>', "https://x.gr/?a=1&b=2", "s")).toBe(
      '<a href="https://x.gr/?a=1&#38;b=2/wallet/?shop=s">https://x.gr/?a=1&#38;b=2/wallet/?shop=s</a>',
    );
  });
});
