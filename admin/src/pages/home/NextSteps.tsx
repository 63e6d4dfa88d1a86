// The owner's campaigns waiting for the platform's review, and what to do next (from home.shop), each
// step a link to the page where it is done; the platform admin's review queue.
import { useNavigation, useResource } from "@refinedev/core";
import { Link } from "react-router-dom";
import { CHANNEL_RESOURCES } from "../../channels/resources";
import { Heading } from "../../components/Heading";
import type { RouterOutputs } from "../../lib/routerTypes";
import { useCustomQuery } from "../../providers/customCalls";
import { canUse, type RuledResource } from "../../viewer/access";
import { useViewer } from "../../viewer/ViewerProvider";
import { byCount, countText } from "@shared/counts.js";

type Step = RouterOutputs["home"]["shop"]["steps"][number];

const options = { staleTime: 60_000 };

/** Whether the viewer may open the resource's pages (the rules the sidebar and the routes apply). */
function useMayOpen() {
  const viewer = useViewer();
  const all = useResource().resources as unknown as RuledResource[];
  return (name: string) => {
    const resource = all.find((candidate) => candidate.name === name);
    return resource !== undefined && canUse(resource, viewer, all);
  };
}

/** A step's words and the page it is done on (a resource and its route). */
function useStepLink() {
  const { createUrl, editUrl, listUrl, showUrl } = useNavigation();
  return (step: Step): { text: string; resource: string; to: () => string } => {
    switch (step.kind) {
      case "fix-campaign": {
        const resource = CHANNEL_RESOURCES[step.type];
        return { text: `Διορθώστε και υποβάλετε ξανά την καμπάνια «${step.title}», που δεν εγκρίθηκε`, resource, to: () => editUrl(resource, step.id) };
      }
      case "launch-campaign":
        return { text: `Στείλτε την εγκεκριμένη καμπάνια «${step.title}»`, resource: "campaign-launchpad", to: () => showUrl("campaign-launchpad", step.id) };
      case "create-reward":
        return { text: "Δημιουργήστε την πρώτη ανταμοιβή πόντων", resource: "rewards", to: () => createUrl("rewards") };
      case "create-stamp-reward":
        return { text: "Δημιουργήστε την πρώτη ανταμοιβή στάμπας", resource: "stamp-rewards", to: () => createUrl("stamp-rewards") };
      case "first-purchase":
        return { text: "Καταχωρίστε την πρώτη αγορά στο ταμείο", resource: "points", to: () => listUrl("points") };
      case "invite-staff":
        return { text: "Προσκαλέστε τους υπαλλήλους σας να χρησιμοποιούν το ταμείο", resource: "staff", to: () => listUrl("staff") };
    }
  };
}

export function ShopNextSteps() {
  const home = useCustomQuery("home.shop", undefined, options).data;
  const mayOpen = useMayOpen();
  const stepLink = useStepLink();
  const { listUrl } = useNavigation();
  if (!home) return null;
  const steps = home.steps
    .map((step) => ({ ...stepLink(step), key: "id" in step ? `${step.kind}-${step.id}` : step.kind }))
    .filter((step) => mayOpen(step.resource));
  return (
    <>
      {home.pendingReview !== null && mayOpen("campaigns") && (
        <p className="home-callout" data-testid="home-pending-review">
          {home.pendingReview === 0 ? (
            "Καμία καμπάνια δεν περιμένει έγκριση."
          ) : (
            <>
              <strong>{countText(home.pendingReview, "campaign")}</strong> {byCount(home.pendingReview, "περιμένει", "περιμένουν")} έγκριση.{" "}
              <Link to={listUrl("campaigns")}>Οι καμπάνιες σας</Link>
            </>
          )}
        </p>
      )}
      {steps.length > 0 && (
        <section className="home-section" aria-labelledby="home-steps-title">
          <Heading level={2} look={4}>
            <span id="home-steps-title">Τι να κάνετε μετά</span>
          </Heading>
          <ul className="home-steps">
            {steps.map((step) => (
              <li key={step.key}>
                <Link to={step.to()}>{step.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function PlatformQueue() {
  const platform = useCustomQuery("home.platform", undefined, options).data;
  const { listUrl } = useNavigation();
  if (!platform) return null;
  return (
    <p className="home-callout" data-testid="home-review-queue">
      {platform.reviewQueue === 0 ? (
        "Καμία καμπάνια καταστήματος δεν περιμένει έλεγχο."
      ) : (
        <>
          <strong>{countText(platform.reviewQueue, "campaign")}</strong> καταστημάτων {byCount(platform.reviewQueue, "περιμένει", "περιμένουν")} έλεγχο.{" "}
          <Link to={listUrl("reviews")}>Έλεγχος μηνυμάτων</Link>
        </>
      )}
    </p>
  );
}
