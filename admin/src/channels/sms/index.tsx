// SMS campaigns: a text to the customers' mobiles, counted in parts as operators count them, with the
// opt-out line the system adds and what a send costs.
import { MessageOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { CHANNEL_RESOURCES } from "../resources";
import type { Channel } from "../types";

export const sms: Channel = {
  type: "SMS",
  resource: CHANNEL_RESOURCES.SMS,
  label: "SMS",
  shortLabel: "SMS",
  colour: "green",
  title: "SMS",
  subtitle: "Γραπτά μηνύματα στα κινητά των πελατών.",
  icon: <MessageOutlined />,
  description: "Σύντομα μηνύματα στα κινητά των πελατών, με μέτρηση χαρακτήρων και τμημάτων.",
  unreachableLabel: "Χωρίς κινητό",
  summary: (campaign) => campaign.text ?? "",
  Fields: lazy(() => import("./Fields").then((module) => ({ default: module.SmsFields }))),
  needsSettings: true,
  toInput: (values) => ({ type: "SMS", title: values.title?.trim() || undefined, text: values.text! }),
  Preview: lazy(() => import("./Preview").then((module) => ({ default: module.SmsPreview }))),
  Cost: lazy(() => import("./Cost").then((module) => ({ default: module.SmsCost }))),
};
