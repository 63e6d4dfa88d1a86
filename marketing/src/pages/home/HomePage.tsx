import { Contact } from "./Contact.js";
import { Faqs } from "./Faqs.js";
import { FeaturesAdmin } from "./FeaturesAdmin.js";
import { FeaturesApp } from "./FeaturesApp.js";
import { Hero } from "./Hero.js";
import { HowItWorks } from "./HowItWorks.js";
import { Pricing } from "./Pricing.js";
import { Reviews } from "./Reviews.js";

export default function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <FeaturesApp />
      <FeaturesAdmin />
      <Reviews />
      <Pricing />
      <Faqs />
      <Contact />
    </>
  );
}
