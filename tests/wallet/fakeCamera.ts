// A picture of a QR code as a Y4M video file, for Chromium's fake camera
// (--use-file-for-fake-video-capture): the counter's scanner then sees the code as a real camera would.
import { writeFile } from "node:fs/promises";
import QRCode from "qrcode";

const WIDTH = 640;
const HEIGHT = 480;

/** The picture the fake camera shows: a QR code of `text` on white paper, as 8-bit luma (Y), WIDTH × HEIGHT. */
export function qrPicture(text: string): { luma: Buffer; width: number; height: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = Math.floor((HEIGHT - 40) / (modules.size + 8));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  // White paper (235) with black modules (16), as video levels.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(16, (top + row * scale + y) * WIDTH + left + col * scale, (top + row * scale + y) * WIDTH + left + (col + 1) * scale);
    }
  }
  return { luma, width: WIDTH, height: HEIGHT };
}

export async function writeQrVideo(file: string, text: string): Promise<void> {
  const { luma } = qrPicture(text);
  // Chroma neutral (128): a grey picture.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
