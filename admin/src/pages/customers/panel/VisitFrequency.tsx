// How often the customer comes: the average number of days between purchases, for all purchases
// or for those carrying one tag.
import { Flex, Select, Statistic } from "antd";
import { useState } from "react";
import { formatAverageGap } from "./format";
import { LoadError } from "./LoadError";
import { useAverageGap, useTransactionTags } from "./queries";

export function VisitFrequency({ customerId }: { customerId: string }) {
  const [tagId, setTagId] = useState<string | null>(null);
  const tags = useTransactionTags();
  const average = useAverageGap(customerId, tagId);
  return (
    <Flex wrap gap={16} align="end" justify="space-between">
      <Statistic
        title="Μέσος χρόνος μεταξύ επισκέψεων"
        value={average.isLoading ? " " : formatAverageGap(average.data)}
        loading={average.isLoading}
        valueStyle={{ fontSize: 22 }}
      />
      <Select
        aria-label="Ετικέτα"
        allowClear
        placeholder="Όλες οι συναλλαγές"
        value={tagId}
        onChange={(next) => setTagId(next ?? null)}
        loading={tags.isLoading}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.label }))}
        style={{ minWidth: 200 }}
      />
      {average.isError && <LoadError error={average.error} />}
    </Flex>
  );
}
