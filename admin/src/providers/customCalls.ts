// Typed hooks over the provider's `custom` method: the name picks the procedure in the custom map
// (./procedures.ts), and its input and output are the procedure's.
import { useCustom, useCustomMutation } from "@refinedev/core";
import type { CustomInput, CustomName, CustomOutput } from "./procedures";

/** Reads a custom query; cached by Refine under its name and input. */
export function useCustomQuery<Name extends CustomName>(name: Name, ...[input]: CustomInput<Name> extends undefined ? [] : [CustomInput<Name>]) {
  const result = useCustom<CustomOutput<Name> & object>({ url: name, method: "get", config: { query: input as object | undefined } });
  return { ...result, data: result.data?.data };
}

/** Refine's toasts of one call (Greek, from lib/notifications.ts). */
type CallNotifications = Pick<Parameters<ReturnType<typeof useCustomMutation>["mutateAsync"]>[0], "successNotification" | "errorNotification">;

/** Runs custom mutations: `run(name, input)` resolves to the procedure's answer. */
export function useCustomCall() {
  const mutation = useCustomMutation();
  const run = async <Name extends CustomName>(name: Name, input: CustomInput<Name>, notifications: CallNotifications = {}): Promise<CustomOutput<Name>> =>
    (await mutation.mutateAsync({ url: name, method: "post", values: input as unknown as object, ...notifications })).data as CustomOutput<Name>;
  return { run, isLoading: mutation.isLoading };
}
