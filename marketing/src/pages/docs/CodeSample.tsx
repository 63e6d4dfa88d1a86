// The API reference's code samples: monospace blocks, coloured by a small tokenizer at build time (the
// page is pre-rendered, so no highlighter is sent to the browser). Enough for the three languages the
// page shows: a shell command, an HTTP answer with its JSON, and JavaScript.
import type { ReactNode } from "react";

export type Language = "shell" | "http" | "javascript";

type Rule = { kind: "comment" | "string" | "keyword" | "number" | "name" | "flag"; pattern: RegExp };

const STRING = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/;
const rules: Record<Language, Rule[]> = {
  shell: [
    { kind: "string", pattern: STRING },
    { kind: "keyword", pattern: /^curl\b/m },
    { kind: "flag", pattern: /(?<=\s)-[A-Za-z]\b/ },
  ],
  http: [
    { kind: "keyword", pattern: /^HTTP\/[\d.]+/m },
    { kind: "name", pattern: /^[A-Za-z-]+(?=:)/m },
    { kind: "name", pattern: /"[^"\n]*"(?=\s*:)/ },
    { kind: "string", pattern: STRING },
    { kind: "number", pattern: /\b\d+\b/ },
  ],
  javascript: [
    { kind: "comment", pattern: /\/\/[^\n]*/ },
    { kind: "string", pattern: STRING },
    { kind: "keyword", pattern: /\b(?:import|from|function|const|let|return|new|await|async)\b/ },
    { kind: "number", pattern: /\b\d+\b/ },
  ],
};

/** The sample cut into plain text and coloured tokens: at each point the earliest match of any rule wins. */
function tokens(code: string, language: Language): Array<{ kind: Rule["kind"] | null; text: string }> {
  const out: Array<{ kind: Rule["kind"] | null; text: string }> = [];
  let rest = code;
  let atLineStart = true;
  while (rest) {
    let best: { kind: Rule["kind"]; index: number; text: string } | null = null;
    for (const rule of rules[language]) {
      // Anchored rules (^ with m) must see the line starts of the whole sample, not of the remainder.
      const match = new RegExp(rule.pattern.source, rule.pattern.flags.replace("g", "")).exec(rest);
      if (!match || match[0] === "") continue;
      if (rule.pattern.source.startsWith("^") && match.index === 0 && !atLineStart) continue;
      if (!best || match.index < best.index) best = { kind: rule.kind, index: match.index, text: match[0] };
    }
    if (!best) {
      out.push({ kind: null, text: rest });
      break;
    }
    if (best.index > 0) out.push({ kind: null, text: rest.slice(0, best.index) });
    out.push({ kind: best.kind, text: best.text });
    const consumed = rest.slice(0, best.index + best.text.length);
    atLineStart = consumed.endsWith("\n");
    rest = rest.slice(consumed.length);
  }
  return out;
}

/** A code sample. Focusable, so that a keyboard can scroll the lines wider than the page (WCAG 2.1.1). */
export function CodeSample({ language, children }: { language: Language; children: string }) {
  let offset = 0;
  const parts: ReactNode[] = tokens(children, language).map((token) => {
    const at = offset;
    offset += token.text.length;
    // Keyed by where the token starts in the sample, which no other token shares.
    return token.kind ? (
      <span key={at} className={`tok-${token.kind}`}>
        {token.text}
      </span>
    ) : (
      token.text
    );
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <pre className="code-sample" tabIndex={0} data-language={language}>
      <code>{parts}</code>
    </pre>
  );
}
