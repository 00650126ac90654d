// Runs inline, first in <head>, before any of the page's modules has arrived (README, "How a page
// starts"): a plain script with no imports, whose text is hashed into the pages' Content-Security-Policy.
//
// A form marked data-hydrated="false" is still the pre-rendered HTML: React has not taken it over,
// its code still on the way. Sent now, the browser would send it its own way. It is held instead,
// marked data-held (the stylesheet shows it as being sent), and sent once React answers for it
// (data-hydrated="true"); a second press meanwhile changes nothing. Should the code fail to arrive,
// a held form says so (data-held="failed"), and a press from then on sends it the browser's way.
(() => {
  const root = document.documentElement;
  const notYet = (form) => form.getAttribute("data-hydrated") === "false";
  const failed = () => root.hasAttribute("data-scripts-failed");

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !notYet(form) || failed()) return;
      event.preventDefault();
      form.setAttribute("data-held", "");
    },
    true,
  );

  new MutationObserver((changes) => {
    for (const { target: form } of changes) {
      if (form.getAttribute("data-held") !== "" || notYet(form)) continue;
      form.removeAttribute("data-held");
      form.requestSubmit();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });

  const fail = () => {
    root.setAttribute("data-scripts-failed", "");
    for (const form of document.querySelectorAll("form[data-held]")) form.setAttribute("data-held", "failed");
  };
  // A module or chunk that could not be fetched (the error of its element, which does not bubble, or
  // Vite's event for a lazy import), or the app's own word that its code could not start (markers.ts).
  window.addEventListener(
    "error",
    (event) => {
      const element = event.target;
      const isCode =
        element instanceof HTMLScriptElement || (element instanceof HTMLLinkElement && element.rel === "modulepreload");
      if (isCode) fail();
    },
    true,
  );
  window.addEventListener("vite:preloadError", fail);
  window.addEventListener("site:scripts-failed", fail);
})();
