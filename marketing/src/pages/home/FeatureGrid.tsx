import { FeatureIcon, type IconName } from "../../components/FeatureIcon.js";

export type Feature = { icon: IconName; title: string; text: string };

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="feature-grid">
      {features.map((feature) => (
        <li key={feature.title} className="feature">
          <span className="feature-icon">
            <FeatureIcon name={feature.icon} />
          </span>
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
