// One conversation: its messages oldest first (mine on the right), and the reply box. Opening it
// marks the other side's messages read, so the unread counts are read again.
import { ArrowLeftOutlined, SendOutlined } from "@ant-design/icons";
import { useCreate, useInvalidate, useOne, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex, Input, Skeleton, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { errorMessage } from "../../lib/errors";
import { toast } from "../feedback/feedback";
import { Heading } from "../Heading";
import type { MessageItem, ThreadDetail, ThreadSide } from "./threads";

/** A conversation open on screen is read again this often, so a reply shows without reloading. */
const REFRESH_MS = 30_000;

type Props = { api: ThreadSide; threadId: string; onBack?: () => void };

function senderLabel(message: MessageItem, side: ThreadSide["side"]): string {
  if (message.mine) return "Εσείς";
  if (message.fromPlatform) return side === "shop" ? "Υποστήριξη πλατφόρμας" : (message.senderName ?? "Πλατφόρμα");
  return message.senderName ?? "Κατάστημα";
}

export function Conversation({ api, threadId, onBack }: Props) {
  const invalidate = useInvalidate();
  const [text, setText] = useState("");
  const bottom = useRef<HTMLDivElement>(null);
  const thread = useOne<ThreadDetail, HttpError>({
    resource: api.threads,
    id: threadId,
    queryOptions: {
      refetchInterval: REFRESH_MS,
      // Reading the thread marks its messages read: the list's unread counts change.
      onSuccess: () => void invalidate({ resource: api.threads, invalidates: ["list"] }),
    },
    errorNotification: false,
  });
  const reply = useCreate<MessageItem, HttpError, { threadId: string; text: string }>({
    resource: api.messages,
    successNotification: false,
    errorNotification: false,
    invalidates: [],
  });
  const send = () => {
    if (!text.trim() || reply.isLoading) return;
    reply.mutate(
      { values: { threadId, text: text.trim() } },
      {
        onSuccess: () => setText(""),
        onError: (error) => toast.error("Το μήνυμα δεν στάλθηκε", errorMessage(error)),
        // The thread and the list (its latest activity) are read again, whether or not the message went.
        onSettled: () => invalidate({ resource: api.threads, id: threadId, invalidates: ["list", "detail"] }),
      },
    );
  };

  const count = thread.data?.data.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is the trigger: each new message scrolls the thread to its end
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [count]);

  if (thread.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (thread.isError) return <Alert type="error" showIcon message={errorMessage(thread.error)} />;

  const detail = thread.data.data;
  return (
    <Flex vertical gap={12} className="conversation">
      <Flex align="center" gap={8}>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Πίσω στις συζητήσεις" />}
        <div style={{ minWidth: 0 }}>
          {detail.company && <Typography.Text type="secondary">{detail.company.name}</Typography.Text>}
          <Heading level={2} look={4} style={{ margin: 0 }} ellipsis>
            {detail.title}
          </Heading>
        </div>
      </Flex>
      <div className="conversation-messages" role="log" aria-label="Μηνύματα">
        {detail.messages.map((message) => (
          <div key={message.id} className={message.mine ? "message message-mine" : "message"}>
            <div className="message-meta">
              {senderLabel(message, api.side)} · {formatDateTime(message.createdAt)}
            </div>
            <div className="message-bubble">{message.text}</div>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) send();
        }}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={5000}
        placeholder="Γράψτε την απάντησή σας…"
        aria-label="Απάντηση"
      />
      <Flex justify="flex-end" align="center" gap={8}>
        <Typography.Text type="secondary" className="conversation-hint">
          Ctrl + Enter για αποστολή
        </Typography.Text>
        <Button type="primary" icon={<SendOutlined />} loading={reply.isLoading} disabled={!text.trim()} onClick={send}>
          Αποστολή
        </Button>
      </Flex>
    </Flex>
  );
}
