// A button that is a real link (open in a new tab works) but navigates inside the app on a plain click.
import { Button, type ButtonProps } from "antd";
import { useNavigate } from "react-router-dom";

type Props = Omit<ButtonProps, "href" | "onClick"> & { to: string };

export function LinkButton({ to, ...rest }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
