// A heading whose level follows the page's outline (one h1 per page, no level skipped) and whose size
// follows its place on screen: antd's Title ties the two together. Plain markup (styles.css: the sizes
// of antd's Title levels), so the shell and the counter need no antd.
import type { CSSProperties, ReactNode } from "react";

type Level = 1 | 2 | 3 | 4 | 5;

type Props = {
  level: Level;
  /** The size of the antd Title level it should look like (default: its own level). */
  look?: Level;
  ellipsis?: boolean;
  style?: CSSProperties;
  children: ReactNode;
};

export function Heading({ level, look = level, ellipsis, style, children }: Props) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={`heading heading-look-${look}${ellipsis ? " heading-ellipsis" : ""}`} style={style}>
      {children}
    </Tag>
  );
}
