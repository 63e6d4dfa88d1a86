// A webhook receiver on a local port, as a shop's system would run one: it checks each request's
// signature over the raw body with the endpoint's secret and answers with the status the test sets.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SIGNATURE_HEADER, verifySignature } from "../../server/src/webhooks/signature.js";

// biome-ignore lint/suspicious/noExplicitAny: an event's data is the JSON the server sent, asserted field by field by the tests.
export type Received = { type: string; eventId: string; deliveryId: string; body: { id: string; type: string; data: any }; signed: boolean; answered: number };

export class Receiver {
  readonly received: Received[] = [];
  secret = "";
  /** Per event type, the status for each next request of that type in turn; 200 when none is left. */
  answers: Record<string, number[]> = {};
  private server!: Server;
  url = "";

  async start() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (raw += chunk));
      req.on("end", () => {
        const signed = verifySignature(this.secret, String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? ""), raw);
        const type = String(req.headers["loyalty-event"]);
        const answered = signed ? (this.answers[type]?.shift() ?? 200) : 400;
        this.received.push({
          type,
          eventId: String(req.headers["loyalty-event-id"]),
          deliveryId: String(req.headers["loyalty-delivery"]),
          body: JSON.parse(raw),
          signed,
          answered,
        });
        res.writeHead(answered, { "content-type": "text/plain" }).end(answered === 200 ? "ok" : "boom");
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/loyalty`;
    return this;
  }

  of(type: string) {
    return this.received.filter((entry) => entry.type === type);
  }

  /** Waits (on what arrives, not on time) until `check` holds; fails after `ms`. */
  async until(check: () => boolean, ms = 30_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`receiver: condition not met; got ${JSON.stringify(this.received.map((r) => [r.type, r.answered]))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
