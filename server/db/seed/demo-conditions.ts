// The extreme-work facts of the demo jobs (decision 043), by the kind of work: what such a job really
// asks and provides, varied by position so filters have something to split.
import type { NewJob } from "../schema";

type Conditions = Pick<NewJob, "rotation" | "tickets" | "medical" | "travelPaid" | "accommodationProvided" | "visaSponsorship">;

const BY_CATEGORY: Record<string, Conditions[]> = {
  "oil-gas": [
    {
      rotation: "2-2",
      tickets: ["bosiet-foet", "huet-ca-ebs", "opito"],
      medical: "oeuk",
      travelPaid: true,
      accommodationProvided: true,
      visaSponsorship: false,
    },
    {
      rotation: "3-3",
      tickets: ["bosiet-foet", "huet-ca-ebs"],
      medical: "oeuk",
      travelPaid: true,
      accommodationProvided: true,
      visaSponsorship: true,
    },
    {
      rotation: "28-28",
      tickets: ["irata-sprat", "bosiet-foet"],
      medical: "oeuk",
      travelPaid: true,
      accommodationProvided: true,
      visaSponsorship: true,
    },
  ],
  mining: [
    { rotation: "fifo", tickets: ["first-aid"], medical: "none", travelPaid: true, accommodationProvided: true, visaSponsorship: true },
    { rotation: "4-4", tickets: [], medical: "none", travelPaid: false, accommodationProvided: true, visaSponsorship: false },
  ],
  "wind-energy": [
    {
      rotation: "2-2",
      tickets: ["gwo-bst", "huet-ca-ebs"],
      medical: "oeuk",
      travelPaid: true,
      accommodationProvided: true,
      visaSponsorship: false,
    },
    {
      rotation: "3-3",
      tickets: ["gwo-bst", "irata-sprat"],
      medical: null,
      travelPaid: true,
      accommodationProvided: false,
      visaSponsorship: false,
    },
  ],
  logistics: [
    { rotation: "4-4", tickets: ["stcw"], medical: "eng1", travelPaid: true, accommodationProvided: true, visaSponsorship: false },
  ],
  research: [
    { rotation: "on-site", tickets: ["first-aid"], medical: "none", travelPaid: true, accommodationProvided: true, visaSponsorship: true },
  ],
  "adventure-tourism": [
    {
      rotation: "on-site",
      tickets: ["first-aid", "stcw"],
      medical: null,
      travelPaid: false,
      accommodationProvided: true,
      visaSponsorship: false,
    },
  ],
  construction: [
    { rotation: "fifo", tickets: ["first-aid"], medical: null, travelPaid: true, accommodationProvided: true, visaSponsorship: true },
  ],
  "disaster-relief": [
    { rotation: "on-site", tickets: ["first-aid"], medical: "none", travelPaid: true, accommodationProvided: true, visaSponsorship: false },
  ],
  "security-defense": [
    { rotation: "28-28", tickets: ["first-aid"], medical: null, travelPaid: true, accommodationProvided: true, visaSponsorship: false },
  ],
  "chemical-hazmat": [
    { rotation: "2-2", tickets: ["first-aid"], medical: null, travelPaid: false, accommodationProvided: false, visaSponsorship: false },
  ],
};

/** Every fourth demo job states nothing, as real adverts often do. */
export function demoConditions(category: string, index: number): Conditions {
  const options = BY_CATEGORY[category];
  if (!options || index % 4 === 3) return {};
  return options[index % options.length]!;
}
