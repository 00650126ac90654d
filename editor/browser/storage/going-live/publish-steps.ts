import type { PublishStep } from "../../../documents/storage-contract";

/** The steps in order, as the editor names them to an author, with how long each usually takes. */
export const PUBLISH_STEPS: readonly { step: PublishStep; label: string; usually: string }[] = [
  { step: "checking", label: "Checking your pages", usually: "usually under 2 minutes" },
  { step: "publishing", label: "Publishing", usually: "until the server starts its build, a few seconds" },
  { step: "building", label: "Building the site", usually: "usually under a minute" },
  { step: "live", label: "Live", usually: "" },
];
