// The media library: the images of the shop (or the platform's shared ones) in a
// 4-column grid at most 700 px high that scrolls, and an upload button. Given `onSelect`, a click
// picks an image; a freshly uploaded image is picked at once.
import { CheckCircleFilled } from "@ant-design/icons";
import { Button, Empty, Flex, Spin, Tag, Typography } from "antd";
import { errorMessage } from "../../lib/errors";
import "./media.css";
import { UploadButton } from "./UploadButton";
import type { MediaVariant } from "./upload";
import { useMediaItems } from "./useMediaLibrary";
import { countText } from "@shared/counts.js";

type Props = {
  variant: MediaVariant;
  selected?: string | null;
  onSelect?: (url: string) => void;
};

export function MediaLibrary({ variant, selected, onSelect }: Props) {
  const items = useMediaItems(variant);
  const count = items.data?.length ?? 0;

  return (
    <div className="media-library">
      <Flex justify="space-between" align="center" gap={12} wrap="wrap" className="media-toolbar">
        <Typography.Text type="secondary">{items.isSuccess && countText(count, "image")}</Typography.Text>
        <UploadButton variant={variant} onUploaded={(item) => onSelect?.(item.url)} />
      </Flex>
      {items.isLoading && (
        <Flex justify="center" className="media-state">
          <Spin />
        </Flex>
      )}
      {items.isError && (
        <Flex vertical align="center" gap={8} className="media-state" role="alert">
          <Typography.Text type="danger">{errorMessage(items.error)}</Typography.Text>
          <Button onClick={() => void items.refetch()}>Δοκιμάστε ξανά</Button>
        </Flex>
      )}
      {items.isSuccess && count === 0 && <Empty className="media-state" description="Δεν υπάρχουν εικόνες ακόμη. Ανεβάστε την πρώτη." />}
      {items.isSuccess && items.data && count > 0 && (
        <ul className="media-grid" aria-label="Βιβλιοθήκη πολυμέσων">
          {items.data.map((item) => {
            const isSelected = item.url === selected;
            const image = <img src={item.url} alt="" loading="lazy" />;
            return (
              <li key={item.id} className="media-cell">
                {onSelect ? (
                  <button
                    type="button"
                    className={isSelected ? "media-tile media-tile-selected" : "media-tile"}
                    aria-pressed={isSelected}
                    aria-label={isSelected ? "Επιλεγμένη εικόνα" : "Επιλογή εικόνας"}
                    onClick={() => onSelect(item.url)}
                  >
                    {image}
                    {isSelected && <CheckCircleFilled className="media-check" />}
                  </button>
                ) : (
                  <a className="media-tile" href={item.url} target="_blank" rel="noreferrer" aria-label="Άνοιγμα εικόνας">
                    {image}
                  </a>
                )}
                {item.shared && variant === "shop" && <Tag className="media-shared">Κοινόχρηστη</Tag>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
