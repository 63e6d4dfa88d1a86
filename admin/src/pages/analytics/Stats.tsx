// A row of headline figures: each a term and its value (a description list, read as pairs).
type Stat = { title: string; value: string };

export function Stats({ items, className, testId }: { items: Stat[]; className?: string; testId?: string }) {
  return (
    <dl className={className ? `analytics-stats ${className}` : "analytics-stats"} data-testid={testId}>
      {items.map((item) => (
        <div key={item.title} className="analytics-stat">
          <dt>{item.title}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
