// A button that opens the file chooser and uploads the chosen image. While the upload runs the
// button shows a spinner; when it ends (either way) the indicator goes.
import { UploadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useRef } from "react";
import { IMAGE_TYPES, type MediaVariant } from "./upload";
import { useUpload, type MediaItem } from "./useMediaLibrary";

type Props = { variant: MediaVariant; onUploaded?: (item: MediaItem) => void };

export function UploadButton({ variant, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(variant, onUploaded);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        aria-label="Ανέβασμα εικόνας"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a failure) uploads it again.
          event.target.value = "";
          if (file) upload.mutate(file);
        }}
      />
      <Button type="primary" icon={<UploadOutlined />} loading={upload.isLoading} onClick={() => input.current?.click()}>
        {upload.isLoading ? "Ανέβασμα…" : "Ανέβασμα εικόνας"}
      </Button>
    </>
  );
}
