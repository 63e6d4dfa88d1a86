// papaparse for Refine's CSV hooks, which the admin never calls (see README.md).
const unused = () => {
  throw new Error("CSV parsing is not part of the admin bundle");
};
export default { parse: unused, unparse: unused };
