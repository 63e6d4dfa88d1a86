// The counter's camera scan of a wallet's QR code: the camera in a <video>, a frame every SCAN_MS drawn
// on a canvas and read by jsQR. Loaded only when the scanner opens.
// Not zxing-js, which the scan used before: on clean pictures of wallet codes its QR reader found no
// code in about one in sixteen (a wallet code changes every minute, so that customer waited a minute),
// where jsQR read every one (tests/unit/walletQr.test.ts).
import jsQR from "jsqr";

/** How often a frame is read, and the longest side it is read at (a 640×480 frame takes a few ms). */
const SCAN_MS = 200;
const MAX_SIDE = 800;

export type Picture = { data: Uint8ClampedArray; width: number; height: number };

/** The text of the QR code in an RGBA picture, or null. Wallet codes are dark on light. */
export function readQr(picture: Picture): string | null {
  return jsQR(picture.data, picture.width, picture.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

export type CameraScan = { stop(): void };

/** Shows the camera (the back one where there is one) in `video` and calls `onText` with each code it reads. */
export async function scanCamera(video: HTMLVideoElement, onText: (text: string) => void): Promise<CameraScan> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  const stopStream = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  try {
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    stopStream();
    throw error;
  }
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) {
    stopStream();
    throw new Error("no 2D canvas");
  }
  let stopped = false;
  let timer: number | undefined;
  const readFrame = () => {
    if (stopped) return;
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const text = readQr(context.getImageData(0, 0, canvas.width, canvas.height));
      if (text) onText(text);
    }
    timer = window.setTimeout(readFrame, SCAN_MS);
  };
  readFrame();
  return {
    stop() {
      stopped = true;
      window.clearTimeout(timer);
      stopStream();
      video.srcObject = null;
    },
  };
}
