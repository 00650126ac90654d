import { MARKERS, SCRIPTS_FAILED, TRY_AGAIN } from "../../../runtime/markers";
import { holdEarlySubmits, markCodeFailed, markTryingAgain } from "./held-forms";
import { askAgainForOwnFiles } from "./own-files-again";
import { hideStartedBatches } from "./started-batches";

// The page's first script: built into every pre-rendered page, inline and first in its <head>
// (scripts/build-plugins/inline-scripts/page-first-script.ts), so it runs before any of the page's modules
// has arrived (README, "How a page starts"). Its three jobs, one module each: forms sent early are held
// (held-forms.ts), started batches are hidden (started-batches.ts), the page's own files are asked for again
// (own-files-again.ts). Should the code fail to arrive for good, the page says so; "Try again", or the
// connection coming back, asks for it once more (TRY_AGAIN, heard by src/runtime/load-part.ts too).
holdEarlySubmits();
hideStartedBatches();
const files = askAgainForOwnFiles(markCodeFailed);
const tryAgain = (pressed: boolean) => {
  markTryingAgain(pressed);
  files.askAgainNow();
  window.dispatchEvent(new Event(TRY_AGAIN));
};
window.addEventListener(SCRIPTS_FAILED, markCodeFailed);
window.addEventListener("online", () => tryAgain(false));
// Heard before React's own listener, which stops a click on a part it has not taken over yet.
document.addEventListener(
  "click",
  (event) => {
    if (event.target instanceof Element && event.target.closest(`[${MARKERS.tryAgain}]`)) tryAgain(true);
  },
  true,
);
