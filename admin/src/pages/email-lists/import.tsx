// Importing addresses into an e-mail list from a CSV, pasted or read from a file. Before sending,
// the same parser as the server's (shared/emailCsv.ts) shows what will be taken; after, the server's
// report lists the lines that were not valid addresses.
import { FileTextOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Alert, Button, Checkbox, Flex, Input, Modal, Radio, Table, Typography } from "antd";
import { useMemo, useRef, useState } from "react";
import { parseEmailCsv, type EmailCsvReport } from "@shared/emailCsv.js";
import { errorMessage } from "../../lib/errors";
import type { RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";
import { addressCount, type EmailListSummary } from "./emailLists";
import { byCount, countText } from "@shared/counts.js";

type ImportReport = RouterOutputs["emailList"]["importCsv"];
type InvalidLine = ImportReport["invalid"][number];

/** The server's limit on one import. */
const MAX_CSV_CHARS = 900_000;
const TOO_LARGE_MESSAGE = "Το κείμενο είναι πολύ μεγάλο: έως 900.000 χαρακτήρες ανά εισαγωγή. Χωρίστε το σε μικρότερα αρχεία.";

type Props = { list: EmailListSummary; onClose: () => void };

/** "Βρέθηκαν 3 διευθύνσεις· 1 γραμμή δεν είναι έγκυρη και θα παραλειφθεί· 2 διπλές." */
function previewSummary({ emails, invalid, duplicates }: EmailCsvReport): string {
  const parts = [`Βρέθηκαν ${addressCount(emails.length)}`];
  const invalidCount = invalid.length;
  if (invalidCount)
    parts.push(`${countText(invalidCount, "line")} ${byCount(invalidCount, "δεν είναι έγκυρη και θα παραλειφθεί", "δεν είναι έγκυρες και θα παραλειφθούν")}`);
  if (duplicates) parts.push(countText(duplicates, "duplicate"));
  return `${parts.join("· ")}.`;
}

export function EmailListImport({ list, onClose }: Props) {
  const invalidate = useInvalidate();
  const { run, isLoading: importing } = useCustomCall();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [source, setSource] = useState<"paste" | "file">("paste");
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (text.trim() ? parseEmailCsv(text) : null), [text]);
  const tooLarge = text.length > MAX_CSV_CHARS;

  // The outcome shows in the modal (the report or the error), not in a toast.
  const importCsv = async () => {
    setFailure(null);
    try {
      setReport(await run("emailList.importCsv", { id: list.id, csv: text, replace }, { errorNotification: false }));
    } catch (error) {
      setFailure(error);
    } finally {
      void invalidate({ resource: "email-lists", invalidates: ["list", "detail"], id: list.id });
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
  };

  return (
    <Modal
      open
      title={`Εισαγωγή διευθύνσεων στη λίστα «${list.title}»`}
      width={640}
      onCancel={onClose}
      footer={
        report ? (
          <Button type="primary" onClick={onClose}>
            Κλείσιμο
          </Button>
        ) : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>Άκυρο</Button>
            <Button type="primary" loading={importing} disabled={!preview || tooLarge} onClick={() => void importCsv()}>
              Εισαγωγή
            </Button>
          </Flex>
        )
      }
    >
      {report ? (
        <ImportResult report={report} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Μία διεύθυνση ανά γραμμή, ή ένα αρχείο CSV (με κόμμα, ερωτηματικό ή tab). Αν η πρώτη γραμμή έχει στήλη «email», διαβάζεται αυτή η στήλη.
          </Typography.Text>
          <Radio.Group
            optionType="button"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            options={[
              { value: "paste", label: "Επικόλληση" },
              { value: "file", label: "Αρχείο CSV" },
            ]}
          />
          {source === "paste" ? (
            <Input.TextArea
              rows={8}
              value={text}
              onChange={(event) => {
                setFileName(null);
                setText(event.target.value);
              }}
              placeholder={"maria@example.com\nnikos@example.com"}
              aria-label="Διευθύνσεις e-mail"
            />
          ) : (
            <Flex align="center" gap={12} wrap="wrap">
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                aria-label="Αρχείο CSV"
                hidden
                onChange={(event) => void readFile(event.target.files?.[0])}
              />
              <Button icon={<FileTextOutlined />} onClick={() => fileInput.current?.click()}>
                Επιλογή αρχείου
              </Button>
              <Typography.Text type="secondary">{fileName ?? "Κανένα αρχείο"}</Typography.Text>
            </Flex>
          )}
          <Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)}>
            Αντικατάσταση των {addressCount(list.count)} της λίστας (αλλιώς προστίθενται)
          </Checkbox>
          {tooLarge && <Alert type="error" showIcon message={TOO_LARGE_MESSAGE} />}
          {preview && !tooLarge && <Alert type={preview.invalid.length ? "warning" : "info"} showIcon message={previewSummary(preview)} />}
          {failure !== null && <Alert type="error" showIcon message={errorMessage(failure)} />}
        </Flex>
      )}
    </Modal>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        message={`Προστέθηκαν ${addressCount(report.added)}. Η λίστα έχει πλέον ${addressCount(report.list.count)}.`}
        description={
          report.duplicates
            ? `${addressCount(report.duplicates)} ${byCount(report.duplicates, "υπήρχε ήδη ή επαναλαμβανόταν και παραλείφθηκε", "υπήρχαν ήδη ή επαναλαμβάνονταν και παραλείφθηκαν")}.`
            : undefined
        }
      />
      {report.invalid.length > 0 && (
        <>
          <Typography.Text strong>Μη έγκυρες διευθύνσεις ({report.invalid.length}), που δεν αποθηκεύτηκαν:</Typography.Text>
          <Table<InvalidLine>
            dataSource={report.invalid}
            rowKey={(row) => `${row.line}:${row.value}`}
            size="small"
            pagination={report.invalid.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          >
            <Table.Column<InvalidLine> title="Γραμμή" dataIndex="line" width={90} />
            <Table.Column<InvalidLine>
              title="Τιμή"
              dataIndex="value"
              render={(value: string) => value || <Typography.Text type="secondary">(κενό)</Typography.Text>}
            />
          </Table>
        </>
      )}
    </Flex>
  );
}
