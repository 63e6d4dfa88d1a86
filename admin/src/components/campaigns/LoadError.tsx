import { Alert, Button } from "antd";
import { errorMessage } from "../../lib/errors";

/** A read that failed, said in Greek where its content would be, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={errorMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Δοκιμάστε ξανά
        </Button>
      }
    />
  );
}
