// The media library's reads and the upload-then-register step, for the shop's library or the
// platform's shared one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/errors";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { toast } from "../feedback/feedback";
import { UploadError, uploadFile, type MediaVariant } from "./upload";

export type MediaItem = RouterOutputs["mediaLibrary"]["get"][number];

export const mediaKeys: Record<MediaVariant, readonly [string]> = {
  shop: ["mediaLibrary.get"],
  platform: ["mediaLibrary.adminGet"],
};

export function useMediaItems(variant: MediaVariant) {
  return useQuery({
    queryKey: mediaKeys[variant],
    queryFn: () => (variant === "shop" ? trpc.mediaLibrary.get.query() : trpc.mediaLibrary.adminGet.query()),
  });
}

function register(url: string, variant: MediaVariant): Promise<MediaItem> {
  return variant === "shop" ? trpc.mediaLibrary.add.mutate({ url }) : trpc.mediaLibrary.adminAdd.mutate({ url });
}

/** Uploads a file and adds it to the library; a failure ends the upload and says why in a toast. */
export function useUpload(variant: MediaVariant, onUploaded?: (item: MediaItem) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => register(await uploadFile(file, variant), variant),
    onSuccess: async (item) => {
      await client.invalidateQueries({ queryKey: mediaKeys[variant] });
      onUploaded?.(item);
    },
    onError: (error) =>
      toast.error("Η εικόνα δεν ανέβηκε", error instanceof UploadError ? error.message : errorMessage(error)),
  });
}
