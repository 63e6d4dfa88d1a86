// How a tRPC call failed, for tests that expect it to.

export type ProcedureError = { message: string; data?: { code?: string; zodError?: { fieldErrors: Record<string, string[] | undefined> } | null } };

/** The tRPC error a call fails with (the test fails if it succeeds). */
export async function failure(call: Promise<unknown>): Promise<ProcedureError> {
  try {
    await call;
  } catch (error) {
    return error as ProcedureError;
  }
  throw new Error("expected the call to fail");
}

/** The tRPC error code a call ends with, or "OK". */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { data?: { code?: string } }) => error.data?.code,
  );
