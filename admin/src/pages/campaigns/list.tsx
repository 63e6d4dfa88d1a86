// A channel's list route: the shop's campaigns of that channel, newest first, each with its status, date
// and the reviewer's message, and what can be done with it in that status. Cancelled ones are not listed.
// Once it is on screen, the platform's decisions on campaigns of that channel are seen (the badge drops them).
import { PlusOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { Card, Empty, Flex, List, Space, Typography } from "antd";
import { channelOf } from "../../channels/registry";
import type { Campaign } from "../../channels/types";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { CampaignActions } from "./CampaignActions";
import { LinkButton } from "./LinkButton";
import { LoadError } from "../../components/campaigns/LoadError";
import { useSeeReviews } from "../../components/campaigns/reviewNews";
import { useCampaigns } from "./queries";
import { useRouteChannel } from "./route";
import { StatusTag } from "./StatusTag";
import "./campaigns.css";

function CampaignItem({ campaign }: { campaign: Campaign }) {
  const scheduled = campaign.scheduledAt && new Date(campaign.scheduledAt) > new Date() ? campaign.scheduledAt : null;
  return (
    <List.Item className="campaign-item" data-testid="submission" data-id={campaign.id}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap="wrap" style={{ width: "100%" }}>
        <div className="campaign-body">
          <Space size={8} wrap align="center">
            <Typography.Text strong>{campaign.title}</Typography.Text>
            <StatusTag status={campaign.status} />
          </Space>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="campaign-summary">
            {channelOf(campaign.type).summary(campaign)}
          </Typography.Paragraph>
          <Typography.Text type="secondary" className="campaign-date">
            Υποβλήθηκε {formatDateTime(campaign.createdAt)}
            {scheduled && ` · Προγραμματισμένη αποστολή ${formatDateTime(scheduled)}`}
          </Typography.Text>
          {campaign.reviewMessage && (
            <Typography.Paragraph className="campaign-review" ellipsis={{ rows: 2 }}>
              <Typography.Text type="secondary">Σχόλιο ελέγχου: </Typography.Text>
              {campaign.reviewMessage}
            </Typography.Paragraph>
          )}
        </div>
        <CampaignActions campaign={campaign} />
      </Flex>
    </List.Item>
  );
}

export default function CampaignList() {
  const channel = useRouteChannel();
  const campaigns = useCampaigns(channel.type);
  useSeeReviews(channel.type, campaigns.isSuccess);
  const { createUrl } = useNavigation();
  const create = (
    <LinkButton to={createUrl(channel.resource)} type="primary" icon={<PlusOutlined />}>
      Νέα υποβολή
    </LinkButton>
  );

  return (
    <>
      <PageHeader title={channel.title} subtitle={channel.subtitle} extra={create} />
      {campaigns.error && !campaigns.data ? (
        <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : (
        <Card className="campaigns-card" styles={{ body: { padding: "4px 20px" } }}>
          <List<Campaign>
            loading={campaigns.isLoading}
            dataSource={campaigns.data}
            rowKey="id"
            locale={{
              emptyText: <Empty description="Δεν υπάρχουν υποβολές ακόμη. Κάθε μήνυμα ελέγχεται από την ομάδα μας πριν σταλεί." />,
            }}
            renderItem={(campaign) => <CampaignItem campaign={campaign} />}
          />
        </Card>
      )}
    </>
  );
}
