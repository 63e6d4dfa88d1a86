// A list at most 250 px tall that reads its next page when scrolled near the bottom, so a long history never loads whole.
import type { BaseRecord, GetListResponse, HttpError } from "@refinedev/core";
import type { InfiniteQueryObserverResult } from "@tanstack/react-query";
import { List, Spin, Typography } from "antd";
import { useEffect, useRef, type ReactNode } from "react";
import { LoadError } from "./LoadError";

const MAX_HEIGHT = 250;
/** How close to the bottom (px) the next page starts loading. */
const LOAD_MARGIN = 48;

type Source<T> = {
  items: T[];
  hasNextPage: boolean;
  isLoading: boolean;
  isFetchingNextPage: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
};

/** The rows and paging state of Refine's useInfiniteList. */
export function listSource<T extends BaseRecord>(query: InfiniteQueryObserverResult<GetListResponse<T>, HttpError>): Source<T> {
  return {
    items: query.data?.pages.flatMap((page) => page.data) ?? [],
    hasNextPage: query.hasNextPage ?? false,
    isLoading: query.isLoading,
    isFetchingNextPage: query.isFetchingNextPage,
    error: query.error,
    fetchNextPage: () => query.fetchNextPage(),
  };
}

type Props<T> = Source<T> & {
  rowKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: string;
  label: string;
};

export function InfiniteList<T>(props: Props<T>) {
  const { items, rowKey, renderItem, hasNextPage, isLoading, isFetchingNextPage, error, fetchNextPage, empty, label } = props;
  const box = useRef<HTMLElement>(null);

  const loadMoreIfNearBottom = () => {
    const element = box.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_MARGIN) fetchNextPage();
  };

  // A first page too short to scroll would never get a scroll event: keep loading until it fills the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page arriving (items.length) is the trigger; fetchNextPage is a new function each render (listSource), which would run this after every render
  useEffect(loadMoreIfNearBottom, [items.length, hasNextPage, isFetchingNextPage]);

  if (error && items.length === 0) return <LoadError error={error} />;
  return (
    <section
      ref={box}
      onScroll={loadMoreIfNearBottom}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus so the keyboard can scroll it (and so read its next page)
      tabIndex={0}
      style={{ maxHeight: MAX_HEIGHT, overflowY: "auto", overscrollBehavior: "contain" }}
    >
      <List
        size="small"
        loading={isLoading}
        dataSource={items}
        rowKey={rowKey}
        renderItem={(item) => <List.Item style={{ paddingInline: 4 }}>{renderItem(item)}</List.Item>}
        locale={{ emptyText: <Typography.Text type="secondary">{empty}</Typography.Text> }}
      />
      {isFetchingNextPage && (
        <div style={{ textAlign: "center", padding: 8 }}>
          <Spin size="small" />
        </div>
      )}
    </section>
  );
}
