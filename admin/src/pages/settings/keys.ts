// Query keys of the settings page: [procedure path, input?], as everywhere in the admin. The
// counter's and the layout's keys are listed too, because a settings change must refresh them.
export const keys = {
  settings: ["settings.get"],
  /** The layout's read of the shop (sidebar logo and name). */
  company: ["company.get"],
  stores: ["store.list"],
  /** The counter's store choice. */
  counterStores: ["company.getStores"],
  socialCatalogue: ["socialMedia.catalogue"],
  social: ["socialMedia.list"],
  optionDefinitions: ["customOptionDefinition.list"],
  /** The customer panel's custom option definitions. */
  counterOptions: ["customOption.get"],
  templates: ["emailTemplate.list"],
  emailLists: ["emailList.list"],
  emailList: (id: string) => ["emailList.get", { id }],
  apiKeys: ["apiKey.list"],
  webhooks: ["webhook.list"],
  webhookDeliveries: (endpointId: string) => ["webhook.deliveries", { endpointId }],
} as const;
