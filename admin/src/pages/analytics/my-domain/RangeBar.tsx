// The domain's middle half (first to third quartile) as a band on a line, its median as a tick, and the
// shop's own value as a marker: where the shop stands, at a glance.
import { Typography } from "antd";
import { COLORS } from "../charts";

type Props = { value: number | null; quartiles: { q1: number; median: number; q3: number }; format: (value: number) => string };

export function RangeBar({ value, quartiles, format }: Props) {
  const values = [quartiles.q1, quartiles.q3, ...(value === null ? [] : [value])];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const at = (x: number) => `${8 + ((x - low) / span) * 84}%`;
  return (
    <div style={{ margin: "8px 0 20px" }} aria-hidden>
      <div style={{ position: "relative", height: 28 }}>
        <div style={{ position: "absolute", top: 13, left: "4%", right: "4%", height: 2, background: "#e5e7eb" }} />
        <div
          style={{
            position: "absolute",
            top: 8,
            height: 12,
            left: at(quartiles.q1),
            width: `calc(${at(quartiles.q3)} - ${at(quartiles.q1)})`,
            minWidth: 4,
            background: "#ccebe6",
            borderRadius: 6,
          }}
        />
        <div style={{ position: "absolute", top: 4, height: 20, width: 2, left: at(quartiles.median), background: COLORS.primary }} />
        {value !== null && (
          <div
            style={{
              position: "absolute",
              top: 6,
              width: 16,
              height: 16,
              marginLeft: -8,
              left: at(value),
              borderRadius: 8,
              background: COLORS.accent,
              border: "2px solid #fff",
              boxShadow: "0 0 0 1px #d97706",
            }}
          />
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <span style={{ color: COLORS.accent }}>●</span> Το κατάστημά σας · <span style={{ color: COLORS.primary }}>|</span> διάμεσος · ζώνη: τα μεσαία 50% (
        {format(quartiles.q1)} – {format(quartiles.q3)})
      </Typography.Text>
    </div>
  );
}
