// The conversations page of either side: the list beside the open conversation on wide screens,
// one after the other on phones. The open conversation is in the address (?thread=…).
import { PlusOutlined } from "@ant-design/icons";
import { useList, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Col, Empty, Grid, Row, Skeleton } from "antd";
import { useSearchParams } from "react-router-dom";
import { errorMessage } from "../../lib/errors";
import { Conversation } from "./Conversation";
import "./messages.css";
import { NewThreadModal, useNewThreadModal } from "./NewThreadModal";
import { ThreadList } from "./ThreadList";
import type { ThreadItem, ThreadSide } from "./threads";

const REFRESH_MS = 30_000;

type Props = { api: ThreadSide; emptyText: string };

export function Inbox({ api, emptyText }: Props) {
  const [params, setParams] = useSearchParams();
  const selected = params.get("thread");
  const wide = Grid.useBreakpoint().md ?? true;
  const threads = useList<ThreadItem, HttpError>({
    resource: api.threads,
    pagination: { mode: "off" },
    queryOptions: { refetchInterval: REFRESH_MS },
    errorNotification: false,
  });
  const open = (id: string | null) => setParams(id ? { thread: id } : {});
  const newThread = useNewThreadModal(api.threads, open);

  const list = (
    <Card
      title="Συζητήσεις"
      className="inbox-card"
      styles={{ body: { padding: 0 } }}
      extra={
        api.opensThreads && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => newThread.show()}>
            Νέο μήνυμα
          </Button>
        )
      }
    >
      {threads.isLoading && <Skeleton active style={{ padding: 16 }} />}
      {threads.isError && <Alert type="error" showIcon message={errorMessage(threads.error)} style={{ margin: 16 }} />}
      {threads.data && <ThreadList threads={threads.data.data} selected={selected} onOpen={open} emptyText={emptyText} />}
    </Card>
  );
  const conversation = (
    <Card className="inbox-card">
      {selected ? (
        <Conversation key={selected} api={api} threadId={selected} onBack={wide ? undefined : () => open(null)} />
      ) : (
        <Empty description="Επιλέξτε μια συζήτηση για να τη διαβάσετε." style={{ padding: "48px 0" }} />
      )}
    </Card>
  );

  return (
    <>
      {wide ? (
        <Row gutter={16} align="top">
          <Col md={9}>{list}</Col>
          <Col md={15}>{conversation}</Col>
        </Row>
      ) : selected ? (
        conversation
      ) : (
        list
      )}
      {api.opensThreads && <NewThreadModal modal={newThread} />}
    </>
  );
}
