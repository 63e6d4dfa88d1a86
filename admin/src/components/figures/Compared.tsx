// A figure's comparison line: the earlier period's value and the change from it, arrow and percentage
// (the arrow for the eye, the word for screen readers). Plain markup: the home page shows it too.
import { changeOf, changeText } from "./change";

type Props = {
  /** What the earlier period is called: "Προηγούμενη περίοδος", "Την ίδια μέρα πριν από μία εβδομάδα". */
  label: string;
  /** The earlier value, formatted. */
  previous: string;
  current: number;
  previousValue: number;
};

export function Compared({ label, previous, current, previousValue }: Props) {
  const change = changeOf(current, previousValue);
  const text = changeText(change);
  return (
    <span className="figure-compared">
      <span>
        {label}: {previous}
      </span>{" "}
      <span className={`figure-change figure-change-${change.direction}`}>
        <span aria-hidden>{text.shown}</span>
        <span className="visually-hidden">{text.spoken}</span>
      </span>
    </span>
  );
}
