// A row of headline figures: each a term and its value (a description list, read as pairs), and under
// the value, where given, the same figure of an earlier period.
import type { ReactNode } from "react";

type Stat = { title: string; value: string; compared?: ReactNode };

export function Stats({ items, className, testId }: { items: Stat[]; className?: string; testId?: string }) {
  return (
    <dl className={className ? `analytics-stats ${className}` : "analytics-stats"} data-testid={testId}>
      {items.map((item) => (
        <div key={item.title} className="analytics-stat">
          <dt>{item.title}</dt>
          <dd>
            <span className="analytics-stat-value">{item.value}</span>
            {item.compared}
          </dd>
        </div>
      ))}
    </dl>
  );
}
