import { Alert } from "antd";
import { errorMessage } from "../../../lib/errors";

/** A read that failed, said in Greek where its content would be. */
export function LoadError({ error }: { error: unknown }) {
  return <Alert type="error" showIcon message={errorMessage(error)} />;
}
