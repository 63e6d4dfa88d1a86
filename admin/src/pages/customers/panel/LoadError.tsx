import type { HttpError } from "@refinedev/core";
import { Alert } from "antd";
import { errorMessage } from "../../../lib/errors";

/** A read that failed, said in Greek where its content would be (the data provider's errors are already Greek). */
export function LoadError({ error }: { error: unknown }) {
  const message = error && typeof error === "object" && "statusCode" in error ? (error as HttpError).message : errorMessage(error);
  return <Alert type="error" showIcon message={message} />;
}
