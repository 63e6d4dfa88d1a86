// The media library: the images of the shop (or the platform's shared ones) in a 4-column grid at most
// 700 px high that scrolls, each with its name, a search by name, an upload button, and a delete button
// on the images the viewer may delete (the owner's own, or every shared one for the platform). Given
// `onSelect`, a click picks an image; a freshly uploaded image is picked at once.
import { CheckCircleFilled, DeleteOutlined, SearchOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Flex, Input, Popconfirm, Spin, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/errors";
import { useViewer } from "../../viewer/ViewerProvider";
import { toast } from "../feedback/feedback";
import "./media.css";
import { UploadButton } from "./UploadButton";
import type { MediaVariant } from "./upload";
import { type MediaItem, useMediaItems, useRemoveMedia } from "./useMediaLibrary";
import { countText } from "@shared/counts.js";
import { clearable, closable } from "../../lib/screenReader";

type Props = {
  variant: MediaVariant;
  selected?: string | null;
  onSelect?: (url: string) => void;
};

/** How long typing may pause before the library is searched. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** `onOutcome`: null once deleted, else the server's sentence (where the image is used). */
function DeleteButton({ item, variant, onOutcome }: { item: MediaItem; variant: MediaVariant; onOutcome: (refusal: string | null) => void }) {
  const { remove, isLoading } = useRemoveMedia(variant);
  return (
    <Popconfirm
      title="Διαγραφή εικόνας"
      description="Η εικόνα και το αρχείο της διαγράφονται οριστικά."
      okText="Διαγραφή"
      cancelText="Άκυρο"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove(item.id).then(
          () => {
            onOutcome(null);
            toast.success("Η εικόνα διαγράφηκε.");
          },
          (error: unknown) => onOutcome(errorMessage(error)),
        )
      }
    >
      <Button className="media-delete" size="small" danger icon={<DeleteOutlined />} loading={isLoading} aria-label={`Διαγραφή της εικόνας «${item.name}»`} />
    </Popconfirm>
  );
}

export function MediaLibrary({ variant, selected, onSelect }: Props) {
  const viewer = useViewer();
  const [typed, setTyped] = useState("");
  const search = useDebounced(typed).trim();
  const items = useMediaItems(variant, search);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = items.data?.length ?? 0;
  const canDelete = (item: MediaItem) => (variant === "platform" ? viewer.platformAdmin : !item.shared && viewer.role === "OWNER");

  return (
    <div className="media-library">
      <Flex justify="space-between" align="center" gap={12} wrap="wrap" className="media-toolbar">
        <Flex align="center" gap={12} wrap="wrap">
          <Input
            className="media-search"
            type="search"
            allowClear={clearable}
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Αναζήτηση με όνομα"
            aria-label="Αναζήτηση εικόνας με όνομα"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {items.isSuccess && countText(count, "image")}
          </Typography.Text>
        </Flex>
        <UploadButton variant={variant} onUploaded={(item) => onSelect?.(item.url)} />
      </Flex>
      {refusal && (
        <Alert
          className="media-refusal"
          type="error"
          showIcon
          closable={closable}
          message="Η εικόνα δεν διαγράφηκε"
          description={refusal}
          onClose={() => setRefusal(null)}
        />
      )}
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
      {items.isSuccess && count === 0 && (
        <Empty className="media-state" description={search ? `Καμία εικόνα με «${search}» στο όνομα.` : "Δεν υπάρχουν εικόνες ακόμη. Ανεβάστε την πρώτη."} />
      )}
      {items.isSuccess && items.data && count > 0 && (
        <ul className="media-grid" aria-label="Βιβλιοθήκη πολυμέσων">
          {items.data.map((item) => {
            const isSelected = item.url === selected;
            const image = <img src={item.url} alt="" loading="lazy" />;
            return (
              <li key={item.id} className="media-cell" data-testid="media-item">
                {onSelect ? (
                  <button
                    type="button"
                    className={isSelected ? "media-tile media-tile-selected" : "media-tile"}
                    aria-pressed={isSelected}
                    aria-label={isSelected ? `Επιλεγμένη εικόνα «${item.name}»` : `Επιλογή της εικόνας «${item.name}»`}
                    onClick={() => onSelect(item.url)}
                  >
                    {image}
                    {isSelected && <CheckCircleFilled className="media-check" />}
                  </button>
                ) : (
                  <a className="media-tile" href={item.url} target="_blank" rel="noreferrer" aria-label={`Άνοιγμα της εικόνας «${item.name}»`}>
                    {image}
                  </a>
                )}
                {item.shared && variant === "shop" && <Tag className="media-shared">Κοινόχρηστη</Tag>}
                {canDelete(item) && <DeleteButton item={item} variant={variant} onOutcome={setRefusal} />}
                <Typography.Text className="media-name" ellipsis={{ tooltip: item.name }}>
                  {item.name}
                </Typography.Text>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
