// /admin/analytics: the two analytics screens.
import { ApartmentOutlined, ShopOutlined } from "@ant-design/icons";
import { SectionLanding } from "../../components/SectionLanding";

export default function AnalyticsPage() {
  return (
    <SectionLanding
      section="analytics"
      links={{
        "analytics-shop": {
          icon: <ShopOutlined />,
          description: "Πωλήσεις, πόντοι, κουπόνια, πελάτες και επισκέψεις για την περίοδο που επιλέγετε, με γραφήματα, πίνακες και CSV.",
        },
        "analytics-domain": {
          icon: <ApartmentOutlined />,
          description: "Το κατάστημά σας δίπλα στα άλλα καταστήματα του κλάδου: συχνότητα επισκέψεων, μέση απόδειξη, εξαργύρωση, διατήρηση.",
        },
      }}
    />
  );
}
