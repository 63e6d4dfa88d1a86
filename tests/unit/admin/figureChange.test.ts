// A figure beside an earlier period's: the direction and share of the change, and how it is shown and
// read out in Greek.
import { describe, expect, it } from "vitest";
import { changeOf, changeText } from "../../../admin/src/components/figures/change.js";

const percent = (ratio: number) => new Intl.NumberFormat("el-GR", { style: "percent", maximumFractionDigits: 1 }).format(ratio);

describe("a figure's change from an earlier period", () => {
  it("is a share of the earlier figure, up or down", () => {
    expect(changeOf(150, 100)).toEqual({ direction: "up", ratio: 0.5 });
    expect(changeOf(1, 2)).toEqual({ direction: "down", ratio: 0.5 });
    expect(changeText(changeOf(4000, 3000))).toEqual({ shown: `▲ ${percent(1 / 3)}`, spoken: `αύξηση ${percent(1 / 3)}` });
    expect(changeText(changeOf(1, 2))).toEqual({ shown: `▼ ${percent(0.5)}`, spoken: `μείωση ${percent(0.5)}` });
  });

  it("has no percentage after nothing, and says when nothing changed", () => {
    expect(changeText(changeOf(3, 0))).toEqual({ shown: "▲", spoken: "αύξηση" });
    expect(changeText(changeOf(0, 0))).toEqual({ shown: "= 0%", spoken: "χωρίς αλλαγή" });
    expect(changeText(changeOf(0, 5))).toEqual({ shown: `▼ ${percent(1)}`, spoken: `μείωση ${percent(1)}` });
  });
});
