// /admin/points: the two ways to reward a customer at the counter.
import { EuroCircleOutlined, StarOutlined } from "../../components/plain/icons";
import { SectionLanding } from "../../components/SectionLanding";

export default function PointsPage() {
  return (
    <SectionLanding
      section="points"
      links={{
        "points-add": {
          icon: <EuroCircleOutlined />,
          description: "Πόντοι για μια αγορά: το τηλέφωνο του πελάτη και το ποσό.",
        },
        "points-stamps": {
          icon: <StarOutlined />,
          description: "Μία στάμπα για κάθε επίσκεψη: μόνο το τηλέφωνο του πελάτη.",
        },
      }}
    />
  );
}
