// A custom call of the panel that changes the customer (create, redeem or cancel a coupon), then the
// reads it changed. `isLoading` lasts until they are read again, so a button stays off until the
// panel shows the new balance and coupons.
import type { HttpError } from "@refinedev/core";
import { useState } from "react";
import { useCustomCall } from "../../../providers/customCalls";
import type { CustomInput, CustomName, CustomOutput } from "../../../providers/procedures";

type Handlers<Name extends CustomName> = {
  /** Shows the outcome and refreshes the reads; the action is loading until it resolves. */
  onSuccess: (output: CustomOutput<Name>) => Promise<unknown>;
  /** The provider's HttpError (errorMessage says it in Greek). */
  onError: (error: HttpError) => void;
};

export function useCustomerAction<Name extends CustomName>(name: Name, { onSuccess, onError }: Handlers<Name>) {
  const { run } = useCustomCall();
  const [isLoading, setLoading] = useState(false);
  const act = async (input: CustomInput<Name>) => {
    setLoading(true);
    try {
      let output: CustomOutput<Name>;
      try {
        output = await run(name, input);
      } catch (error) {
        onError(error as HttpError);
        return;
      }
      await onSuccess(output);
    } finally {
      setLoading(false);
    }
  };
  return { act: (input: CustomInput<Name>) => void act(input), isLoading };
}
