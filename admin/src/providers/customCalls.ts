// Typed hooks over the provider's `custom` method: the name picks the procedure in the custom map
// (./procedures.ts), and its input and output are the procedure's.
import { useCustom, useCustomMutation } from "@refinedev/core";
import type { CustomInput, CustomName, CustomOutput } from "./procedures";

/**
 * `enabled: false` holds the read until its input is known. Failures are the page's to say, in Greek
 * (Refine's default notice is English), so no notification unless asked for.
 */
type QueryOptions = { enabled?: boolean; errorNotification?: false };
type QueryArgs<Name extends CustomName> = CustomInput<Name> extends undefined
  ? [input?: undefined, options?: QueryOptions]
  : [input: CustomInput<Name>, options?: QueryOptions];

/** Reads a custom query; cached by Refine under its name and input. */
export function useCustomQuery<Name extends CustomName>(name: Name, ...[input, options]: QueryArgs<Name>) {
  const result = useCustom<CustomOutput<Name> & object>({
    url: name,
    method: "get",
    config: { query: input as object | undefined },
    queryOptions: options?.enabled === undefined ? undefined : { enabled: options.enabled },
    errorNotification: options?.errorNotification ?? false,
  });
  return { ...result, data: result.data?.data as CustomOutput<Name> | undefined };
}

/** Runs custom mutations: `run(name, input)` resolves to the procedure's answer. */
export function useCustomCall(options: { errorNotification?: false } = {}) {
  const mutation = useCustomMutation();
  const run = async <Name extends CustomName>(name: Name, input: CustomInput<Name>): Promise<CustomOutput<Name>> =>
    (
      await mutation.mutateAsync({
        url: name,
        method: "post",
        values: input as unknown as object,
        errorNotification: options.errorNotification ?? false,
      })
    ).data as CustomOutput<Name>;
  // `error`: the last run's failure, until the next run starts.
  return { run, isLoading: mutation.isLoading, error: mutation.error };
}

// alerts-analytics-rest
type CustomQueryOptions<Name extends CustomName> = NonNullable<Parameters<typeof useCustom<CustomOutput<Name> & object>>[0]>["queryOptions"];

/**
 * Reads a custom query with react-query's options (keepPreviousData, refetchInterval, enabled). The page
 * shows a failure itself, so Refine's own error toast stays off.
 */
export function useCustomQueryWith<Name extends CustomName>(name: Name, input: CustomInput<Name>, queryOptions: CustomQueryOptions<Name>) {
  const result = useCustom<CustomOutput<Name> & object>({
    url: name,
    method: "get",
    config: { query: input as object | undefined },
    queryOptions,
    errorNotification: false,
  });
  return { ...result, data: result.data?.data };
}
