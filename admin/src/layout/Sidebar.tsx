// The sidebar: shop logo and name, the links the viewer may use, and the bottom links.
import { Avatar, Menu, Typography, type MenuProps } from "antd";
import { Link, useLocation } from "react-router-dom";
import { useViewer } from "../viewer/ViewerProvider";
import { usableResources } from "../viewer/access";
import { activePath, sidebarLinks, type NavLink } from "./navigation";

type Props = { onNavigate: () => void };

function menuItems(links: NavLink[]): MenuProps["items"] {
  return links.map(({ resource, depth, open }) => ({
    key: resource.path,
    icon: depth === 0 ? resource.meta.icon : undefined,
    className: depth === 1 ? "sider-sublink" : open ? "sider-parent-open" : undefined,
    label: <Link to={resource.path}>{resource.meta.label}</Link>,
  }));
}

export function Sidebar({ onNavigate }: Props) {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const usable = usableResources(viewer);
  const selected = activePath(usable, pathname);
  const name = viewer.company?.name ?? "Πλατφόρμα";
  const bottomLinks = sidebarLinks(usable, pathname, "bottom");

  return (
    <nav className="sider-inner" aria-label="Κύριο μενού">
      <Link to="/admin" className="sider-brand" onClick={onNavigate}>
        {/* The shop's name beside it names the link: the logo or initial is decoration. */}
        <Avatar shape="square" size={40} src={viewer.company?.logo || undefined} alt="" aria-hidden className="sider-logo">
          {name.charAt(0)}
        </Avatar>
        <Typography.Text strong ellipsis className="sider-shop-name">
          {name}
        </Typography.Text>
      </Link>
      {/* tabIndex -1: the links inside are the tab stops; the list itself would be one more. */}
      <Menu
        mode="inline"
        tabIndex={-1}
        className="sider-menu"
        selectedKeys={selected ? [selected] : []}
        items={menuItems(sidebarLinks(usable, pathname, "main"))}
        onClick={onNavigate}
      />
      {bottomLinks.length > 0 && (
        <Menu
          mode="inline"
          tabIndex={-1}
          className="sider-menu sider-bottom"
          selectedKeys={selected ? [selected] : []}
          items={menuItems(bottomLinks)}
          onClick={onNavigate}
        />
      )}
    </nav>
  );
}
