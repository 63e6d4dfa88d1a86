// The shop's settings: the sections of its profile and programmes, its stores and their locations, tags,
// social links, customer questions, e-mail templates and lists. The API tab is ./api.ts.
import type { BaseKey } from "@refinedev/core";
import type { RouterInputs } from "../../lib/routerTypes";
import type { CallList, Client } from "./byPath";
import { createWith, oneOf, updateById, wholeList, type Resource } from "./resource";

const SETTINGS_SECTIONS = ["profile", "points", "stamps"] as const;

/** The settings section a record id names. */
function settingsSection(id: BaseKey): (typeof SETTINGS_SECTIONS)[number] {
  const section = SETTINGS_SECTIONS.find((candidate) => candidate === id);
  if (!section) throw new Error("Άγνωστη ενότητα ρυθμίσεων.");
  return section;
}

/**
 * A section's values. Which section is the record's id, known only when the update runs, so the type
 * names every section's fields (they do not overlap); each procedure's schema keeps its own.
 */
type SectionValues = RouterInputs["settings"]["updateProfile"] & RouterInputs["settings"]["updatePoints"] & RouterInputs["settings"]["updateStamps"];

export function settingsResources(trpc: Client) {
  return {
    // One record per section ("profile", "points", "stamps"), each saved by its own procedure.
    settings: {
      getOne: async (id) => (await trpc.settings.get.query())[settingsSection(id)],
      update: (id, values: SectionValues) => {
        const section = settingsSection(id);
        if (section === "profile") return trpc.settings.updateProfile.mutate(values);
        if (section === "points") return trpc.settings.updatePoints.mutate(values);
        return trpc.settings.updateStamps.mutate(values);
      },
    },
    stores: {
      getList: async () => wholeList(await trpc.store.list.query()),
      getOne: async (id) => oneOf(await trpc.store.list.query(), id, "Το κατάστημα δεν βρέθηκε."),
      create: createWith(trpc.store.create),
      update: updateById(trpc.store.update),
      deleteOne: (id) => trpc.store.delete.mutate({ id: String(id) }),
    },
    // A store's locations are listed inside its row of "stores"; a new one names its store (`storeId`).
    "store-locations": {
      getOne: async (id) =>
        oneOf(
          (await trpc.store.list.query()).flatMap((store) => store.locations),
          id,
          "Η τοποθεσία δεν βρέθηκε.",
        ),
      create: createWith(trpc.store.addLocation),
      update: updateById(trpc.store.updateLocation),
      deleteOne: (id) => trpc.store.deleteLocation.mutate({ id: String(id) }),
    },
    tags: {
      getList: async () => wholeList(await trpc.tag.list.query()),
      getOne: async (id) => oneOf(await trpc.tag.list.query(), id, "Η ετικέτα δεν βρέθηκε."),
      create: createWith(trpc.tag.create),
      update: updateById(trpc.tag.update),
      deleteOne: (id) => trpc.tag.remove.mutate({ id: String(id) }),
    },
    /** The networks the platform offers (read-only for a shop). */
    "social-networks": { getList: async () => wholeList(await trpc.socialMedia.catalogue.query()) },
    // The shop's link to a network, by the network's id: set by the call "socialMedia.set", removed by the delete.
    "social-links": {
      getList: async () => wholeList(await trpc.socialMedia.list.query()),
      deleteOne: (id) => trpc.socialMedia.remove.mutate({ socialMediaId: String(id) }),
    },
    // Definitions are named by their key, which is also their id.
    "custom-option-definitions": {
      getList: async () => wholeList(await trpc.customOptionDefinition.list.query()),
      getOne: async (key) => {
        const found = (await trpc.customOptionDefinition.list.query()).find((definition) => definition.key === String(key));
        if (!found) throw new Error("Το πεδίο δεν βρέθηκε.");
        return found;
      },
      create: createWith(trpc.customOptionDefinition.create),
      update: (key, values: RouterInputs["customOptionDefinition"]["update"]) => trpc.customOptionDefinition.update.mutate({ ...values, key: String(key) }),
      deleteOne: (key) => trpc.customOptionDefinition.delete.mutate({ key: String(key) }),
    },
    "email-templates": {
      getList: async () => wholeList(await trpc.emailTemplate.list.query()),
      getOne: async (id) => oneOf(await trpc.emailTemplate.list.query(), id, "Το πρότυπο δεν βρέθηκε."),
      create: createWith(trpc.emailTemplate.create),
      update: updateById(trpc.emailTemplate.update),
      deleteOne: (id) => trpc.emailTemplate.delete.mutate({ id: String(id) }),
    },
    // A list's addresses come with getOne only; they are added by the call "emailList.importCsv".
    "email-lists": {
      getList: async () => wholeList(await trpc.emailList.list.query()),
      getOne: (id) => trpc.emailList.get.query({ id: String(id) }),
      create: createWith(trpc.emailList.create),
      update: updateById(trpc.emailList.update),
      deleteOne: (id) => trpc.emailList.delete.mutate({ id: String(id) }),
    },
  } satisfies Record<string, Resource>;
}

export const settingsCalls = {
  "socialMedia.set": "mutation",
  "emailList.importCsv": "mutation",
} satisfies CallList;
