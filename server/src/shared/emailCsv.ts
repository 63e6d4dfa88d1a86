// Reading e-mail addresses out of a pasted or uploaded CSV (an e-mail list import).
// Isomorphic: the admin previews with it, the server imports with it, so both report the same lines.

// zod's e-mail pattern, so a list accepts exactly what an e-mail field accepts.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return value.length <= 320 && EMAIL.test(value);
}

export type EmailCsvReport = {
  /** valid addresses, lower-cased, each once, in file order */
  emails: string[];
  /** valid addresses seen again after their first line */
  duplicates: number;
  /** 1-based line of the row and the text that is not an e-mail */
  invalid: Array<{ line: number; value: string }>;
};

type Row = { line: number; cells: string[] };

/** The delimiter of the first line: whichever of , ; tab it has most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? undefined : text.indexOf("\n"));
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

/** RFC 4180 rows: double-quoted cells may hold delimiters, quotes ("") and line breaks. */
function rowsOf(text: string): Row[] {
  const delimiter = delimiterOf(text);
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  endRow();
  return rows;
}

/**
 * The column is the one headed like "email"/"E-mail" when the first row is such a header (the row is
 * skipped); otherwise each row's first cell holding an "@", or its first non-empty cell.
 */
export function parseEmailCsv(text: string): EmailCsvReport {
  const rows = rowsOf(text.replace(/^\uFEFF/, ""));
  const header = rows[0]?.cells.map((cell) => cell.trim());
  let column: number | null = null;
  if (header && !header.some(isValidEmail)) {
    const index = header.findIndex((cell) => /e-?mail/i.test(cell));
    if (index !== -1) {
      column = index;
      rows.shift();
    }
  }
  const seen = new Set<string>();
  const report: EmailCsvReport = { emails: [], duplicates: 0, invalid: [] };
  for (const { line, cells } of rows) {
    const trimmed = cells.map((cell) => cell.trim());
    const value = column !== null ? (trimmed[column] ?? "") : (trimmed.find((cell) => cell.includes("@")) ?? trimmed.find((cell) => cell !== "")!);
    const email = value.toLowerCase();
    if (!isValidEmail(email)) report.invalid.push({ line, value });
    else if (seen.has(email)) report.duplicates++;
    else {
      seen.add(email);
      report.emails.push(email);
    }
  }
  return report;
}
