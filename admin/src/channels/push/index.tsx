// Push campaigns: a notification on the phones of customers who have the app (and in the wallet of those
// who allowed its notifications), with an optional image and link.
import { MobileOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { CHANNEL_RESOURCES } from "../resources";
import type { Channel } from "../types";

export const push: Channel = {
  type: "PUSH",
  resource: CHANNEL_RESOURCES.PUSH,
  label: "Push ειδοποίηση",
  shortLabel: "Push",
  colour: "purple",
  title: "Ειδοποιήσεις push",
  subtitle: "Μηνύματα στο κινητό των πελατών που έχουν την εφαρμογή.",
  icon: <MobileOutlined />,
  description: "Ειδοποιήσεις στο κινητό όσων έχουν την εφαρμογή, με εικόνα και σύνδεσμο.",
  unreachableLabel: "Χωρίς την εφαρμογή",
  summary: (campaign) => campaign.text ?? "",
  Fields: lazy(() => import("./Fields").then((module) => ({ default: module.PushFields }))),
  toInput: (values) => ({
    type: "PUSH",
    title: values.title!.trim(),
    text: values.text!.trim(),
    image: values.image?.trim() || null,
    url: values.url?.trim() || null,
  }),
  Preview: lazy(() => import("./Preview").then((module) => ({ default: module.PushPreview }))),
};
