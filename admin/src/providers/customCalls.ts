// Typed hooks over the provider's `custom` method: the name picks the procedure in the custom map
// (./procedures/), and its input and output are the procedure's.
import { useCustom, useCustomMutation } from "@refinedev/core";
import type { CustomInput, CustomName, CustomOutput } from "./procedures";

/**
 * react-query's options for a read: `enabled: false` holds it until its input is known, and
 * keepPreviousData, staleTime, refetchInterval as the page needs. Failures are the page's to say, in
 * Greek (Refine's default notice is English), so Refine shows none.
 */
type QueryOptions<Name extends CustomName> = NonNullable<Parameters<typeof useCustom<CustomOutput<Name> & object>>[0]>["queryOptions"];
type QueryArgs<Name extends CustomName> =
  CustomInput<Name> extends undefined ? [input?: undefined, options?: QueryOptions<Name>] : [input: CustomInput<Name>, options?: QueryOptions<Name>];

/** Reads a custom query; cached by Refine under its name and input. */
export function useCustomQuery<Name extends CustomName>(name: Name, ...[input, options]: QueryArgs<Name>) {
  const result = useCustom<CustomOutput<Name> & object>({
    url: name,
    method: "get",
    config: { query: input as object | undefined },
    queryOptions: options,
    errorNotification: false,
  });
  return { ...result, data: result.data?.data as CustomOutput<Name> | undefined };
}

/** Refine's toasts of one call (Greek, from lib/notifications.ts). */
type CallNotifications = Pick<Parameters<ReturnType<typeof useCustomMutation>["mutateAsync"]>[0], "successNotification" | "errorNotification">;

/** Runs custom mutations: `run(name, input)` resolves to the procedure's answer. */
export function useCustomCall(options: { errorNotification?: false } = {}) {
  const mutation = useCustomMutation();
  const run = async <Name extends CustomName>(name: Name, input: CustomInput<Name>, notifications: CallNotifications = {}): Promise<CustomOutput<Name>> =>
    (
      await mutation.mutateAsync({
        url: name,
        method: "post",
        values: input as unknown as object,
        errorNotification: options.errorNotification ?? false,
        ...notifications,
      })
    ).data as CustomOutput<Name>;
  // `error`: the last run's failure, until the next run starts.
  return { run, isLoading: mutation.isLoading, error: mutation.error };
}
