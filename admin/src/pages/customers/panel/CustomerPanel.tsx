// The customer detail panel: everything the counter needs about one customer, found by id. The coupon
// actions come first, under the balances they spend. Nothing shows until the custom-option definitions
// and the customer's custom fields are loaded, so the selectors never flash empty. A customer who left the
// shop from the wallet has nothing left but their purchases: the panel says so and shows those.
import { Alert, Flex, Result, Skeleton } from "antd";
import { errorMessage } from "../../../lib/errors";
import { BirthdayField } from "./BirthdayField";
import { ContactFields } from "./ContactFields";
import { CouponsToRedeem } from "./CouponsToRedeem";
import { CustomerHeader } from "./CustomerHeader";
import { CustomOptionsGrid } from "./CustomOptionsGrid";
import { GiftList } from "./GiftList";
import { NotesField } from "./NotesField";
import { PanelSection } from "./PanelSection";
import { useCustomer, useCustomerFields, useCustomOptions, type Customer } from "./queries";
import { RewardSections } from "./RewardSections";
import { TransactionLists } from "./TransactionLists";
import { VisitFrequency } from "./VisitFrequency";

export function CustomerPanel({ id }: { id: string }) {
  const customer = useCustomer(id);
  if (customer.isError) return <Result status="warning" title="Ο πελάτης δεν εμφανίζεται" subTitle={errorMessage(customer.error)} />;
  if (!customer.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const current = customer.data.data;
  return current.phone === null ? <DepartedCustomer customer={current} /> : <ActiveCustomer customer={current} phone={current.phone} />;
}

function DepartedCustomer({ customer }: { customer: Customer }) {
  return (
    <Flex vertical gap={16} data-testid="customer-panel">
      <CustomerHeader customer={customer} />
      <Alert
        type="info"
        showIcon
        message="Ο πελάτης αποχώρησε από το κατάστημα"
        description="Αποχώρησε από το πορτοφόλι του: το τηλέφωνο, το όνομα, το e-mail και οι σημειώσεις του διαγράφηκαν, και δεν λαμβάνει πια μηνύματα. Οι συναλλαγές του μένουν στο ιστορικό του καταστήματος."
      />
      <PanelSection title="Συναλλαγές">
        <TransactionLists customerId={customer.id} />
      </PanelSection>
    </Flex>
  );
}

function ActiveCustomer({ customer, phone }: { customer: Customer; phone: string }) {
  const options = useCustomOptions();
  const fields = useCustomerFields(phone);
  const failed = [options, fields].find((query) => query.isError);
  if (failed) return <Result status="warning" title="Ο πελάτης δεν εμφανίζεται" subTitle={errorMessage(failed.error)} />;
  if (!options.data || !fields.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Flex vertical gap={16} data-testid="customer-panel">
      <CustomerHeader customer={customer} />
      <PanelSection title="Εξαργύρωση κουπονιού">
        <CouponsToRedeem customerId={customer.id} />
      </PanelSection>
      <RewardSections customer={customer} />
      <PanelSection title="Στοιχεία">
        <ContactFields key={customer.id} customer={customer} />
        <BirthdayField customer={customer} />
      </PanelSection>
      <PanelSection title="Επιλογές πελάτη">
        <CustomOptionsGrid phone={phone} options={options.data.data} fields={fields.data} reload={fields.refetch} />
      </PanelSection>
      <PanelSection title="Σημειώσεις">
        <NotesField phone={phone} />
      </PanelSection>
      <PanelSection title="Συναλλαγές">
        <TransactionLists customerId={customer.id} />
      </PanelSection>
      <PanelSection title="Δώρα">
        <GiftList customerId={customer.id} />
      </PanelSection>
      <PanelSection title="Συχνότητα επισκέψεων">
        <VisitFrequency customerId={customer.id} />
      </PanelSection>
    </Flex>
  );
}
