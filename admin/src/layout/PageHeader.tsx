// A page's title block; also names the browser tab after the page and the shop.
import { Flex, Typography } from "antd";
import { useEffect, type ReactNode } from "react";
import { Heading } from "../components/Heading";
import { PRODUCT_NAME } from "../theme";
import { useViewer } from "../viewer/ViewerProvider";

type Props = { title: string; subtitle?: ReactNode; extra?: ReactNode };

export function PageHeader({ title, subtitle, extra }: Props) {
  const shop = useViewer().company?.name ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = `${title} · ${shop}`;
  }, [title, shop]);

  return (
    <Flex className="page-header" justify="space-between" align="flex-start" gap={16} wrap="wrap" style={{ marginBottom: 24 }}>
      <div>
        <Heading level={1} look={2} style={{ margin: 0 }}>
          {title}
        </Heading>
        {subtitle && (
          <Typography.Text className="page-header-subtitle" type="secondary" style={{ display: "block", marginTop: 4 }}>
            {subtitle}
          </Typography.Text>
        )}
      </div>
      {extra}
    </Flex>
  );
}
