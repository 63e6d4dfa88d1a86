// fs-native-extensions ships no types: what dataDirLock.ts uses of it.
declare module "fs-native-extensions" {
  /** An exclusive lock on the whole file (shared: a read lock); false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
