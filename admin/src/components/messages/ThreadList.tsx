// The conversations, latest activity first, each with its count of unread messages.
import { Badge, Empty, List, Typography } from "antd";
import { formatDateTime } from "../../lib/dates";
import type { ThreadItem } from "./threads";

type Props = { threads: ThreadItem[]; selected: string | null; onOpen: (id: string) => void; emptyText: string };

export function ThreadList({ threads, selected, onOpen, emptyText }: Props) {
  if (threads.length === 0) return <Empty description={emptyText} style={{ padding: "32px 0" }} />;
  return (
    <List<ThreadItem>
      className="thread-list"
      dataSource={threads}
      renderItem={(thread) => (
        <List.Item className={thread.id === selected ? "thread-item thread-item-selected" : "thread-item"}>
          <button type="button" className="thread-button" aria-current={thread.id === selected} onClick={() => onOpen(thread.id)}>
            <span className="thread-text">
              {thread.company && (
                <Typography.Text type="secondary" className="thread-company">
                  {thread.company.name}
                </Typography.Text>
              )}
              <Typography.Text strong={thread.unread > 0} ellipsis className="thread-title">
                {thread.title}
              </Typography.Text>
              <Typography.Text type="secondary" className="thread-time">
                {formatDateTime(thread.lastMessageAt)}
              </Typography.Text>
            </span>
            {thread.unread > 0 && <Badge count={thread.unread} aria-label={`${thread.unread} μη αναγνωσμένα`} />}
          </button>
        </List.Item>
      )}
    />
  );
}
