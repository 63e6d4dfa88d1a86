// The customer detail panel: everything the counter needs about one customer,
// found by phone. Nothing shows until the custom-option definitions and the customer's custom
// fields are loaded, so the selectors never flash empty.
import { Flex, Result, Skeleton } from "antd";
import { errorMessage } from "../../../lib/errors";
import { BirthdayField } from "./BirthdayField";
import { ContactFields } from "./ContactFields";
import { CouponsToRedeem } from "./CouponsToRedeem";
import { CustomerHeader } from "./CustomerHeader";
import { CustomOptionsGrid } from "./CustomOptionsGrid";
import { GiftList } from "./GiftList";
import { NotesField } from "./NotesField";
import { PanelSection } from "./PanelSection";
import { useCustomer, useCustomerFields, useCustomOptions } from "./queries";
import { RewardSections } from "./RewardSections";
import { TransactionLists } from "./TransactionLists";
import { VisitFrequency } from "./VisitFrequency";

export function CustomerPanel({ phone }: { phone: string }) {
  const customer = useCustomer(phone);
  const options = useCustomOptions();
  const fields = useCustomerFields(phone);

  const failed = [customer, options, fields].find((query) => query.isError);
  if (failed) return <Result status="warning" title="Ο πελάτης δεν εμφανίζεται" subTitle={errorMessage(failed.error)} />;
  if (!customer.data || !options.data || !fields.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const current = customer.data.data;
  return (
    <Flex vertical gap={16} data-testid="customer-panel">
      <CustomerHeader customer={current} />
      <PanelSection title="Στοιχεία">
        <ContactFields key={current.id} customer={current} />
        <BirthdayField customer={current} />
      </PanelSection>
      <PanelSection title="Επιλογές πελάτη">
        <CustomOptionsGrid phone={phone} options={options.data.data} fields={fields.data} reload={fields.refetch} />
      </PanelSection>
      <PanelSection title="Σημειώσεις">
        <NotesField phone={phone} />
      </PanelSection>
      <PanelSection title="Συναλλαγές">
        <TransactionLists customerId={current.id} />
      </PanelSection>
      <PanelSection title="Δώρα">
        <GiftList customerId={current.id} />
      </PanelSection>
      <PanelSection title="Συχνότητα επισκέψεων">
        <VisitFrequency customerId={current.id} />
      </PanelSection>
      <PanelSection title="Εξαργύρωση κουπονιού">
        <CouponsToRedeem customerId={current.id} phone={phone} />
      </PanelSection>
      <RewardSections customer={current} />
    </Flex>
  );
}
