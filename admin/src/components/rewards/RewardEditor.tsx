// The create and edit pages of both reward kinds, over Refine's antd form (useForm): the server's
// field errors land on the fields, and after a save the customer panel's reward lists are read again
// and the list page opens.
import { useForm } from "@refinedev/antd";
import { useNavigation, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { errorNotification, successNotification } from "../../lib/notifications";
import { rewardKinds, useRefreshPanelRewards, type RewardKind } from "./kinds";
import { RewardForm } from "./RewardForm";
import { toFormValues, toPointRewardInput, toStampRewardInput, type AnyReward, type RewardFormValues } from "./rewardValues";

type RewardInput = ReturnType<typeof toPointRewardInput> | ReturnType<typeof toStampRewardInput>;

function toInput(kind: RewardKind, values: RewardFormValues, initial?: AnyReward): RewardInput {
  return kind === "points" ? toPointRewardInput(values, initial) : toStampRewardInput(values, initial);
}

// The form's values become the procedure's input on submit; Refine's useForm types both as one, hence
// the casts of the converted values below.
function useRewardForm(kind: RewardKind, action: "create" | "edit", id?: string) {
  const refreshPanelRewards = useRefreshPanelRewards();
  return useForm<AnyReward, HttpError, RewardFormValues>({
    resource: rewardKinds[kind].resource,
    action,
    id,
    redirect: "list",
    mutationMode: "pessimistic",
    successNotification: successNotification(action === "create" ? "Η ανταμοιβή δημιουργήθηκε." : "Η ανταμοιβή αποθηκεύτηκε."),
    errorNotification,
    queryOptions: { enabled: action === "edit" },
    onMutationSuccess: refreshPanelRewards,
  });
}

export function RewardCreate({ kind }: { kind: RewardKind }) {
  const config = rewardKinds[kind];
  const { form, onFinish, formLoading } = useRewardForm(kind, "create");

  return (
    <>
      <PageHeader title={config.newTitle} />
      <RewardForm
        kind={kind}
        form={form}
        initialValues={toFormValues()}
        saving={formLoading}
        submitLabel="Δημιουργία"
        onFinish={(values) => void onFinish(toInput(kind, values) as never)}
      />
    </>
  );
}

export function RewardEdit({ kind }: { kind: RewardKind }) {
  const config = rewardKinds[kind];
  const { id = "" } = useParams<{ id: string }>();
  const { list } = useNavigation();
  const { form, onFinish, formLoading, query } = useRewardForm(kind, "edit", id);
  const reward = query?.data?.data;

  let body: ReactNode;
  if (query?.isLoading)
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  else if (query?.isError || !reward)
    body = <Alert type="error" showIcon message={query?.error?.message} action={<Button onClick={() => list(config.resource)}>Στη λίστα</Button>} />;
  else
    body = (
      <RewardForm
        kind={kind}
        form={form}
        initialValues={toFormValues(reward)}
        saving={formLoading}
        submitLabel="Αποθήκευση"
        onFinish={(values) => void onFinish(toInput(kind, values, reward) as never)}
      />
    );

  return (
    <>
      <PageHeader title={config.editTitle} subtitle={reward?.title} />
      {body}
    </>
  );
}
