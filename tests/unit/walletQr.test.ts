// The counter's camera must read every wallet code. Each code is read from the picture the browser
// tests' fake camera shows (tests/wallet/fakeCamera.ts), by the function the scanner uses on each frame.
// zxing-js, the scanner's earlier reader, found no code in about one picture in sixteen.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readQr } from "../../admin/src/components/counter/cameraQr.js";
import { identityToken } from "../../server/src/wallet/identity.js";
import { qrPicture } from "../wallet/fakeCamera.js";

const env = { AUTH_SECRET: "wallet-qr-unit-test-secret-wallet-qr-unit" };
/** 120 wallet codes: user ids shaped as the database's (c + 24 characters), one minute apart. */
const codes = Array.from({ length: 120 }, (_, index) => {
  const userId = `c${createHash("sha256").update(String(index)).digest("hex").slice(0, 24)}`;
  return identityToken(env, userId, Date.UTC(2026, 10, 26, 9, index)).token;
});

function rgba({ luma, width, height }: ReturnType<typeof qrPicture>) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    data[pixel * 4] = data[pixel * 4 + 1] = data[pixel * 4 + 2] = luma[pixel];
    data[pixel * 4 + 3] = 255;
  }
  return { data, width, height };
}

describe("the counter's camera scan", () => {
  it("reads every wallet code from the camera's picture", () => {
    const unread = codes.filter((code) => readQr(rgba(qrPicture(code))) !== code);
    expect(unread).toEqual([]);
  });

  it("reads nothing from a picture without a code", () => {
    const blank = { data: new Uint8ClampedArray(640 * 480 * 4).fill(235), width: 640, height: 480 };
    expect(readQr(blank)).toBeNull();
  });
});
