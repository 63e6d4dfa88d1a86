// E-mail campaigns: a subject and a body built from blocks or written as HTML (either from one of the
// shop's templates) to the customers' addresses or to one of the shop's e-mail lists; bounces are reported back.
import { MailOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { CHANNEL_RESOURCES } from "../resources";
import type { Channel } from "../types";

export const email: Channel = {
  type: "EMAIL",
  resource: CHANNEL_RESOURCES.EMAIL,
  label: "E-mail",
  shortLabel: "E-mail",
  colour: "blue",
  title: "E-mail",
  subtitle: "Ενημερωτικά e-mail προς τους πελάτες.",
  icon: <MailOutlined />,
  description: "Ενημερωτικά e-mail με δομικά στοιχεία (κείμενα, εικόνες, κουμπιά), από τα πρότυπα του καταστήματος ή δικό σας HTML.",
  unreachableLabel: "Χωρίς e-mail",
  summary: (campaign) => campaign.subject ?? "",
  Fields: lazy(() => import("./Fields").then((module) => ({ default: module.EmailFields }))),
  // With blocks the server renders the HTML itself; without, the shop's HTML is sent as written.
  toInput: (values) => ({
    type: "EMAIL",
    title: values.title!.trim(),
    subject: values.subject!.trim(),
    ...(values.design ? { design: values.design } : { html: values.html! }),
  }),
  Preview: lazy(() => import("./Preview").then((module) => ({ default: module.EmailPreview }))),
  emailLists: true,
  bounces: true,
  wide: true,
};
