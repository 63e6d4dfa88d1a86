// The antd icons of the screens that load without antd (the frame and sidebar, the counter, the home
// page): the markup of @ant-design/icons (<span role="img" class="anticon anticon-…"><svg …></span>, its
// CSS at the top of styles.css), drawn from the same SVG definitions, without its runtime (two-tone colour
// palettes, style injection): 13 KB gzip and start-up work less in every admin address's first load.
// Pages inside antd's configuration keep using @ant-design/icons.
import type { AbstractNode, IconDefinition } from "@ant-design/icons-svg/lib/types";
import BarChartOutlinedSvg from "@ant-design/icons-svg/es/asn/BarChartOutlined";
import BarcodeOutlinedSvg from "@ant-design/icons-svg/es/asn/BarcodeOutlined";
import AuditOutlinedSvg from "@ant-design/icons-svg/es/asn/AuditOutlined";
import CheckCircleFilledSvg from "@ant-design/icons-svg/es/asn/CheckCircleFilled";
import CloseCircleFilledSvg from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import CustomerServiceOutlinedSvg from "@ant-design/icons-svg/es/asn/CustomerServiceOutlined";
import EuroCircleOutlinedSvg from "@ant-design/icons-svg/es/asn/EuroCircleOutlined";
import ExclamationCircleFilledSvg from "@ant-design/icons-svg/es/asn/ExclamationCircleFilled";
import GiftOutlinedSvg from "@ant-design/icons-svg/es/asn/GiftOutlined";
import HistoryOutlinedSvg from "@ant-design/icons-svg/es/asn/HistoryOutlined";
import InboxOutlinedSvg from "@ant-design/icons-svg/es/asn/InboxOutlined";
import InfoCircleFilledSvg from "@ant-design/icons-svg/es/asn/InfoCircleFilled";
import LogoutOutlinedSvg from "@ant-design/icons-svg/es/asn/LogoutOutlined";
import MenuOutlinedSvg from "@ant-design/icons-svg/es/asn/MenuOutlined";
import MessageOutlinedSvg from "@ant-design/icons-svg/es/asn/MessageOutlined";
import NotificationOutlinedSvg from "@ant-design/icons-svg/es/asn/NotificationOutlined";
import PhoneOutlinedSvg from "@ant-design/icons-svg/es/asn/PhoneOutlined";
import PictureOutlinedSvg from "@ant-design/icons-svg/es/asn/PictureOutlined";
import QrcodeOutlinedSvg from "@ant-design/icons-svg/es/asn/QrcodeOutlined";
import SettingOutlinedSvg from "@ant-design/icons-svg/es/asn/SettingOutlined";
import StarFilledSvg from "@ant-design/icons-svg/es/asn/StarFilled";
import StarOutlinedSvg from "@ant-design/icons-svg/es/asn/StarOutlined";
import TagsOutlinedSvg from "@ant-design/icons-svg/es/asn/TagsOutlined";
import TeamOutlinedSvg from "@ant-design/icons-svg/es/asn/TeamOutlined";
import TrophyOutlinedSvg from "@ant-design/icons-svg/es/asn/TrophyOutlined";
import UserOutlinedSvg from "@ant-design/icons-svg/es/asn/UserOutlined";
import { createElement, type HTMLAttributes, type ReactNode } from "react";

export type PlainIconProps = HTMLAttributes<HTMLSpanElement>;

// SVG attributes as React names them ("fill-rule" → fillRule), as @ant-design/icons does.
const reactName = (name: string) => name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

function draw(node: AbstractNode, key: string, rootProps?: Record<string, string>): ReactNode {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [name === "class" ? "className" : reactName(name), value]));
  const children = (node.children ?? []).map((child, index) => draw(child, `${key}-${node.tag}-${index}`));
  return createElement(node.tag, { key, ...attrs, ...rootProps }, ...children);
}

function plainIcon({ name, icon }: IconDefinition) {
  if (typeof icon === "function") throw new Error(`plainIcon: ${name} is a two-tone icon`);
  const svg = draw(icon, `svg-${name}`, { "data-icon": name, width: "1em", height: "1em", fill: "currentColor", "aria-hidden": "true" });
  // biome-ignore lint/correctness/noComponentHookFactories: plainIcon runs only at module level, once per icon below, so each icon is one stable component
  return function PlainIcon({ className, ...props }: PlainIconProps) {
    return (
      <span role="img" aria-label={name} {...props} className={`anticon anticon-${name}${className ? ` ${className}` : ""}`}>
        {svg}
      </span>
    );
  };
}

export const AuditOutlined = plainIcon(AuditOutlinedSvg);
export const BarChartOutlined = plainIcon(BarChartOutlinedSvg);
export const BarcodeOutlined = plainIcon(BarcodeOutlinedSvg);
export const CheckCircleFilled = plainIcon(CheckCircleFilledSvg);
export const CloseCircleFilled = plainIcon(CloseCircleFilledSvg);
export const CustomerServiceOutlined = plainIcon(CustomerServiceOutlinedSvg);
export const EuroCircleOutlined = plainIcon(EuroCircleOutlinedSvg);
export const ExclamationCircleFilled = plainIcon(ExclamationCircleFilledSvg);
export const GiftOutlined = plainIcon(GiftOutlinedSvg);
export const HistoryOutlined = plainIcon(HistoryOutlinedSvg);
export const InboxOutlined = plainIcon(InboxOutlinedSvg);
export const InfoCircleFilled = plainIcon(InfoCircleFilledSvg);
export const LogoutOutlined = plainIcon(LogoutOutlinedSvg);
export const MenuOutlined = plainIcon(MenuOutlinedSvg);
export const MessageOutlined = plainIcon(MessageOutlinedSvg);
export const NotificationOutlined = plainIcon(NotificationOutlinedSvg);
export const PhoneOutlined = plainIcon(PhoneOutlinedSvg);
export const PictureOutlined = plainIcon(PictureOutlinedSvg);
export const QrcodeOutlined = plainIcon(QrcodeOutlinedSvg);
export const SettingOutlined = plainIcon(SettingOutlinedSvg);
export const StarFilled = plainIcon(StarFilledSvg);
export const StarOutlined = plainIcon(StarOutlinedSvg);
export const TagsOutlined = plainIcon(TagsOutlinedSvg);
export const TeamOutlined = plainIcon(TeamOutlinedSvg);
export const TrophyOutlined = plainIcon(TrophyOutlinedSvg);
export const UserOutlined = plainIcon(UserOutlinedSvg);
