// /admin/history: the shop's four histories.
import { GiftOutlined, StarOutlined, SwapOutlined, TagsOutlined } from "@ant-design/icons";
import { SectionLanding } from "../../components/SectionLanding";

export default function HistoryPage() {
  return (
    <SectionLanding
      section="history"
      links={{
        "history-transactions": {
          icon: <SwapOutlined />,
          description: "Οι αγορές με πόντους: ποσό, πόντοι, ετικέτες. Ακύρωση μέσα σε 7 ημέρες.",
        },
        "history-stamps-transactions": {
          icon: <StarOutlined />,
          description: "Οι στάμπες που δόθηκαν, με ακύρωση μέσα σε 7 ημέρες.",
        },
        "history-coupons": {
          icon: <GiftOutlined />,
          description: "Τα κουπόνια πόντων: ποια εξαργυρώθηκαν, ποια ισχύουν ακόμη.",
        },
        "history-stamps-coupons": {
          icon: <TagsOutlined />,
          description: "Τα κουπόνια στάμπας και η κατάστασή τους.",
        },
      }}
    />
  );
}
