// The sidebar: shop logo and name, the links the viewer may use, and the bottom links.
import { Link, useLocation } from "react-router-dom";
import { reviewNewsText, useUnseenReviews } from "../components/campaigns/reviewNews";
import { useViewer } from "../viewer/ViewerProvider";
import { useUsableResources } from "../viewer/useResources";
import { activePath, sidebarLinks, type NavLink } from "./navigation";

type Props = { home: string; onNavigate: () => void };

type ListProps = {
  links: NavLink[];
  selected?: string;
  className: string;
  onNavigate: () => void;
  /** What is new behind a link, by resource name: a count beside it (the campaigns' unseen review decisions). */
  news?: Record<string, { count: number; text: string }>;
};

function LinkList({ links, selected, className, onNavigate, news = {} }: ListProps) {
  return (
    <ul className={className}>
      {links.map(({ resource, depth, open }) => {
        const current = resource.list === selected;
        const classes = ["sider-item", depth === 1 && "sider-sublink", open && !current && "sider-parent-open", current && "sider-item-selected"];
        return (
          <li key={resource.list}>
            <Link to={resource.list} className={classes.filter(Boolean).join(" ")} aria-current={current ? "page" : undefined} onClick={onNavigate}>
              {depth === 0 && resource.meta.icon ? (
                <span className="sider-item-icon" aria-hidden>
                  {resource.meta.icon}
                </span>
              ) : null}
              <span className="sider-item-label">{resource.meta.label}</span>
              {news[resource.name] && (
                <>
                  <span className="sider-badge" aria-hidden>
                    {news[resource.name].count}
                  </span>
                  <span className="visually-hidden">, {news[resource.name].text}</span>
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ home, onNavigate }: Props) {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const usable = useUsableResources();
  const selected = activePath(usable, pathname);
  const name = viewer.company?.name ?? "Πλατφόρμα";
  const bottomLinks = sidebarLinks(usable, pathname, "bottom");
  const reviews = useUnseenReviews().data?.total ?? 0;
  const news = reviews > 0 ? { campaigns: { count: reviews, text: reviewNewsText(reviews) } } : undefined;

  return (
    <nav className="sider-inner" aria-label="Κύριο μενού">
      <Link to={home} className="sider-brand" onClick={onNavigate}>
        {/* The shop's name beside it names the link: the logo or initial is decoration. */}
        <span className="sider-logo" aria-hidden>
          {viewer.company?.logo ? <img src={viewer.company.logo} alt="" /> : name.charAt(0)}
        </span>
        <strong className="sider-shop-name">{name}</strong>
      </Link>
      <LinkList links={sidebarLinks(usable, pathname, "main")} selected={selected} className="sider-menu" onNavigate={onNavigate} news={news} />
      {bottomLinks.length > 0 && <LinkList links={bottomLinks} selected={selected} className="sider-menu sider-bottom" onNavigate={onNavigate} />}
    </nav>
  );
}
