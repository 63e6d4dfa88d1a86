// The custom calls of the pages outside the admin (/auth/*: an invitation, a set-password link). They
// run without Refine, which those pages never download, over the same calls (./procedures/); a
// failure is the same HttpError the data provider throws.
import { trpc } from "../lib/trpc";
import { toHttpError } from "./dataProvider";
import { createCustomCalls, type CustomInput, type CustomName, type CustomOutput } from "./procedures";

const calls = createCustomCalls(trpc);

export async function runCall<Name extends CustomName>(name: Name, input: CustomInput<Name>): Promise<CustomOutput<Name>> {
  try {
    return (await calls[name].call(input)) as CustomOutput<Name>;
  } catch (error) {
    throw toHttpError(error);
  }
}
