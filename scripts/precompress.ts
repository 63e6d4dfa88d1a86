// Each built asset also as Brotli (.br, quality 11) and gzip (.gz, level 9) beside it, which the server
// sends as they are (server/src/app.ts) to a browser that accepts them. On a phone network the bytes are
// the time: Brotli at its best is about a fifth smaller than the gzip the server would make on the fly,
// and costs the server nothing per request. The HTML pages stay compressed per request (they change).
import { constants } from "node:zlib";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export function precompressed() {
  return compression({
    include: /\.(?:js|mjs|css|svg|json|webmanifest)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
    logLevel: "silent",
  });
}
