import pino from "pino";
import pretty from "pino-pretty";

export type Logger = pino.Logger;

/**
 * JSON lines for log collectors and files; readable, coloured lines when a person watches a terminal
 * (stdout is a TTY), written by pino-pretty in this process.
 */
export function createLogger(level: string, destination: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Logger {
  const options = { level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] };
  if (destination.isTTY) return pino(options, pretty({ destination, colorize: true, translateTime: "SYS:HH:MM:ss.l", sync: true }));
  // To stdout, pino's own writer (sonic-boom on file descriptor 1) costs less than the stream.
  return destination === process.stdout ? pino(options) : pino(options, destination);
}
