// A page's title block; also names the browser tab after the page and the shop.
import { useEffect, type ReactNode } from "react";
import { PRODUCT_NAME } from "../brand";
import { Heading } from "../components/Heading";
import { useViewer } from "../viewer/ViewerProvider";

type Props = { title: string; subtitle?: ReactNode; extra?: ReactNode };

export function PageHeader({ title, subtitle, extra }: Props) {
  const shop = useViewer().company?.name ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = `${title} · ${shop}`;
  }, [title, shop]);

  return (
    <div className="page-header">
      <div>
        <Heading level={1} look={2} style={{ margin: 0 }}>
          {title}
        </Heading>
        {subtitle && <div className="page-header-subtitle">{subtitle}</div>}
      </div>
      {extra}
    </div>
  );
}
