// argon2id (OWASP parameters: 19 MiB, 2 passes) through @node-rs/argon2's prebuilt binding. Every hash
// and verify waits for a slot of one bounded queue (hashQueue.ts), so password requests can never take
// all the cores from the rest of the server.
import { hash, verify } from "@node-rs/argon2";
import { passwordHashQueue } from "./hashQueue.js";

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return passwordHashQueue.run(() => hash(password, options));
}

/** `heldSlot`: the token of a hash slot the request already holds (hashQueue.ts holdSlot). */
export function verifyPassword(hashed: string, password: string, heldSlot?: string | null): Promise<boolean> {
  return passwordHashQueue.run(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }, heldSlot);
}
