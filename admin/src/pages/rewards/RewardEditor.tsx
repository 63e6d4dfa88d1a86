// The create and edit pages of both reward kinds, over Refine's data hooks. After a save the
// customer panel's reward lists are read again and the list page opens.
import { useCreate, useOne, useUpdate, type HttpError } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Skeleton } from "antd";
import { useNavigate, useParams } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { toFormFields } from "../../lib/errors";
import { errorNotification, successNotification } from "../../lib/notifications";
import { refreshPanelRewards, rewardKinds, type RewardKind } from "./kinds";
import { RewardForm } from "./RewardForm";
import {
  rewardFieldNames,
  toFormValues,
  toPointRewardInput,
  toStampRewardInput,
  type AnyReward,
  type RewardFormValues,
} from "./rewardValues";

function toInput(kind: RewardKind, values: RewardFormValues, initial?: AnyReward) {
  return kind === "points" ? toPointRewardInput(values, initial) : toStampRewardInput(values, initial);
}

export function RewardCreate({ kind }: { kind: RewardKind }) {
  const config = rewardKinds[kind];
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<RewardFormValues>();
  const { mutate, isLoading } = useCreate<AnyReward, HttpError>();

  const create = (values: RewardFormValues) =>
    mutate(
      {
        resource: config.resource,
        values: toInput(kind, values),
        successNotification: successNotification("Η ανταμοιβή δημιουργήθηκε."),
        errorNotification,
      },
      {
        onSuccess: async () => {
          await refreshPanelRewards(client);
          navigate(config.path);
        },
        onError: (error) => form.setFields(toFormFields(error, rewardFieldNames)),
      },
    );

  return (
    <>
      <PageHeader title={config.newTitle} />
      <RewardForm kind={kind} form={form} initialValues={toFormValues()} saving={isLoading} submitLabel="Δημιουργία" onFinish={create} />
    </>
  );
}

export function RewardEdit({ kind }: { kind: RewardKind }) {
  const config = rewardKinds[kind];
  const { id = "" } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<RewardFormValues>();
  const reward = useOne<AnyReward, HttpError>({ resource: config.resource, id, errorNotification: false });
  const { mutate, isLoading } = useUpdate<AnyReward, HttpError>();

  const save = (values: RewardFormValues) =>
    mutate(
      {
        resource: config.resource,
        id,
        values: toInput(kind, values, reward.data?.data),
        mutationMode: "pessimistic",
        successNotification: successNotification("Η ανταμοιβή αποθηκεύτηκε."),
        errorNotification,
      },
      {
        onSuccess: async () => {
          await refreshPanelRewards(client);
          navigate(config.path);
        },
        onError: (error) => form.setFields(toFormFields(error, rewardFieldNames)),
      },
    );

  let body;
  if (reward.isLoading)
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  else if (reward.isError)
    body = (
      <Alert
        type="error"
        showIcon
        message={reward.error.message}
        action={<Button onClick={() => navigate(config.path)}>Στη λίστα</Button>}
      />
    );
  else
    body = (
      <RewardForm
        kind={kind}
        form={form}
        initialValues={toFormValues(reward.data.data)}
        saving={isLoading}
        submitLabel="Αποθήκευση"
        onFinish={save}
      />
    );

  return (
    <>
      <PageHeader title={config.editTitle} subtitle={reward.data?.data.title} />
      {body}
    </>
  );
}
