// A button that is a real link (open in a new tab works) but navigates inside the app on a plain click.
// `to`: an address made from a resource's route (Refine's useNavigation: listUrl, editUrl, showUrl…).
import { useGo } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";

type Props = Omit<ButtonProps, "href" | "onClick"> & { to: string };

export function LinkButton({ to, ...rest }: Props) {
  const go = useGo();
  return (
    <Button
      {...rest}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        go({ to, type: "push" });
      }}
    />
  );
}
