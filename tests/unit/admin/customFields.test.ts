import { describe, expect, it } from "vitest";
import { applyFieldChange } from "../../../admin/src/pages/customers/panel/customFields.js";

const fields = [
  { key: "Γάλα", value: "plires" },
  { key: "Χορτοφάγος", value: "true" },
];

describe("applyFieldChange", () => {
  it("adds a LIST value next to the others of the same key", () => {
    expect(applyFieldChange(fields, { key: "Γάλα", value: "vromis", selected: true, type: "LIST" })).toEqual([...fields, { key: "Γάλα", value: "vromis" }]);
  });

  it("removes exactly the deselected pair", () => {
    expect(applyFieldChange(fields, { key: "Γάλα", value: "plires", selected: false, type: "LIST" })).toEqual([fields[1]]);
    expect(applyFieldChange(fields, { key: "Χορτοφάγος", value: "true", selected: false, type: "BOOLEAN" })).toEqual([fields[0]]);
  });

  it("lets a BOOLEAN hold one value", () => {
    const stale = [...fields, { key: "Χορτοφάγος", value: "false" }];
    expect(applyFieldChange(stale, { key: "Χορτοφάγος", value: "true", selected: true, type: "BOOLEAN" })).toEqual([
      fields[0],
      { key: "Χορτοφάγος", value: "true" },
    ]);
  });

  it("does not add a pair twice", () => {
    expect(applyFieldChange(fields, { key: "Γάλα", value: "plires", selected: true, type: "LIST" })).toEqual(fields);
  });
});
