import { MARKERS } from "./markers";

/**
 * A form marked data-hydrated="false" is still the pre-rendered HTML: React has not taken it over
 * (its code is still loading, or the scripts have not started). Sent now, the browser would send it
 * its own way. Hold it instead, marked data-held (the stylesheet shows it as being sent, with the
 * form's own status line), and send it once, when React answers for it: a second press meanwhile
 * changes nothing.
 */
export function holdSubmitsUntilHydrated(): void {
  const notYet = (form: HTMLFormElement) => form.getAttribute(MARKERS.hydrated) === "false";
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !notYet(form)) return;
      event.preventDefault();
      if (form.hasAttribute(MARKERS.held)) return;
      form.setAttribute(MARKERS.held, "");
      const submitter = event.submitter;
      const observer = new MutationObserver(() => {
        if (notYet(form)) return;
        observer.disconnect();
        form.removeAttribute(MARKERS.held);
        form.requestSubmit(submitter);
      });
      observer.observe(form, { attributes: true, attributeFilter: [MARKERS.hydrated] });
    },
    true,
  );
}
