// The admin's upload flow (signed address, then PUT) against a stand-in fetch: what it sends, what it keeps,
// and the Greek sentence it gives when a step fails.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileKey, storedAddress, uploadFile, UploadError } from "../../../admin/src/components/media/upload.js";

const SIGNED = "http://shop.test/uploads/c1/u/1700000000000-logo.png?expires=1&max=5&signature=abc";

function png(name = "logo.png") {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
}

afterEach(() => vi.unstubAllGlobals());

describe("fileKey and storedAddress", () => {
  it("joins the prefix, a millisecond timestamp and the file name (default prefix u)", () => {
    expect(fileKey("logo.png", 1_700_000_000_000)).toBe("u/1700000000000-logo.png");
    expect(fileKey("a.jpg", 5, "rewards")).toBe("rewards/5-a.jpg");
  });

  it("keeps the signed address without its query string", () => {
    expect(storedAddress(SIGNED)).toBe("http://shop.test/uploads/c1/u/1700000000000-logo.png");
    expect(storedAddress("http://x.test/a.png")).toBe("http://x.test/a.png");
  });
});

describe("uploadFile", () => {
  it("asks for a signed address, PUTs the file there with its type and returns the address without the query", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return calls.length === 1 ? Response.json({ url: SIGNED }) : new Response(null, { status: 201 });
    });
    const file = png();
    await expect(uploadFile(file, "shop")).resolves.toBe("http://shop.test/uploads/c1/u/1700000000000-logo.png");

    expect(calls[0].url).toBe("/api/upload");
    const body = JSON.parse(String(calls[0].init.body)) as { file_key: string; type: string; size: number };
    expect(body).toMatchObject({ type: "image/png", size: 4 });
    expect(body.file_key).toMatch(/^u\/\d{13}-logo\.png$/);
    expect(calls[1]).toMatchObject({ url: SIGNED, init: { method: "PUT", headers: { "Content-Type": "image/png" }, body: file } });
  });

  it("uses the shared library's endpoint for the platform variant", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return urls.length === 1 ? Response.json({ url: SIGNED }) : new Response(null, { status: 200 });
    });
    await uploadFile(png(), "platform");
    expect(urls[0]).toBe("/api/upload/admin");
  });

  it("refuses other file types before calling the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const svg = new File(["<svg/>"], "a.svg", { type: "image/svg+xml" });
    await expect(uploadFile(svg, "shop")).rejects.toThrow(new UploadError("Επιτρέπονται μόνο εικόνες PNG, JPEG, WebP ή GIF."));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes on the server's Greek reason when signing or storing fails", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: "Το αρχείο ξεπερνά το όριο των 5 MB." }, { status: 413 }));
    await expect(uploadFile(png(), "shop")).rejects.toThrow("Το αρχείο ξεπερνά το όριο των 5 MB.");

    let call = 0;
    vi.stubGlobal("fetch", async () => (++call === 1 ? Response.json({ url: SIGNED }) : new Response("Forbidden", { status: 403 })));
    await expect(uploadFile(png(), "shop")).rejects.toThrow("Το ανέβασμα της εικόνας απέτυχε. Δοκιμάστε ξανά.");
  });

  it("says the server cannot be reached when the network fails", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(uploadFile(png(), "shop")).rejects.toThrow("Δεν υπάρχει σύνδεση με τον διακομιστή.");
  });
});
