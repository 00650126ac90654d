import { MARKERS } from "./markers";

/**
 * A form marked data-hydrated="false" is still the pre-rendered HTML: React has not taken it over
 * (its code is still loading, or the scripts have not started). Sent now, the browser would send it
 * its own way, a page load with what was typed in the address. Hold it instead, and send it again
 * once React answers for it.
 */
export function holdSubmitsUntilHydrated(): void {
  const notYet = (form: HTMLFormElement) => form.getAttribute(MARKERS.hydrated) === "false";
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !notYet(form)) return;
      event.preventDefault();
      const submitter = event.submitter;
      const observer = new MutationObserver(() => {
        if (notYet(form)) return;
        observer.disconnect();
        form.requestSubmit(submitter);
      });
      observer.observe(form, { attributes: true, attributeFilter: [MARKERS.hydrated] });
    },
    true,
  );
}
