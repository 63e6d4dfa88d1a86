// The media library's reads and changes (the upload-then-register step, deleting an image), for the shop's
// library or the platform's shared one: two resources of the data provider ("media", "platform-media").
import { useCreate, useDelete, useInvalidate, useList, type HttpError } from "@refinedev/core";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../lib/errors";
import type { ListRecord } from "../../providers/procedures";
import { toast } from "../feedback/feedback";
import { UploadError, uploadFile, type MediaVariant } from "./upload";

export type MediaItem = ListRecord<"media">;

const resources = { shop: "media", platform: "platform-media" } as const satisfies Record<MediaVariant, string>;

/** The library's images; with `search`, those whose name contains it (the grid stays while a new search loads). */
export function useMediaItems(variant: MediaVariant, search = "") {
  const result = useList<MediaItem, HttpError>({
    resource: resources[variant],
    filters: [{ field: "name", operator: "contains", value: search.trim() }],
    pagination: { mode: "off" },
    errorNotification: false,
    queryOptions: { keepPreviousData: true },
  });
  return { ...result, data: result.data?.data };
}

/** Uploads a file and adds it to the library; a failure ends the upload and says why in a toast. */
export function useUpload(variant: MediaVariant, onUploaded?: (item: MediaItem) => void) {
  const resource = resources[variant];
  const register = useCreate<MediaItem, HttpError, { url: string; name: string }>({
    resource,
    successNotification: false,
    errorNotification: false,
    invalidates: [],
  });
  const invalidate = useInvalidate();
  // One mutation for both steps (the file, then its record), so the button spins until both end.
  return useMutation({
    mutationFn: async (file: File) => (await register.mutateAsync({ values: { url: await uploadFile(file, variant), name: file.name } })).data,
    onSuccess: async (item) => {
      // The new image is in the grid before it is picked.
      await invalidate({ resource, invalidates: ["list"] });
      onUploaded?.(item);
    },
    onError: (error) => toast.error("Η εικόνα δεν ανέβηκε", error instanceof UploadError ? error.message : errorMessage(error)),
  });
}

/** Deletes an image and its file; the server refuses one in use, saying where (the caller shows it). */
export function useRemoveMedia(variant: MediaVariant) {
  const remove = useDelete<MediaItem, HttpError>();
  return {
    isLoading: remove.isLoading,
    remove: (id: string) => remove.mutateAsync({ resource: resources[variant], id, successNotification: false, errorNotification: false }),
  };
}
