// Runs inline, first in <head>, before any of the page's modules has arrived (README, "How a page
// starts"): a plain script with no imports, whose text is hashed into the pages' Content-Security-Policy.
//
// A form marked data-hydrated="false" is still the pre-rendered HTML: React has not taken it over,
// its code still on the way. Sent now, the browser would send it its own way. It is held instead, and
// sent once React answers for it (data-hydrated="true"), as the sending machine's table says
// (src/forms/sending.ts, its first states; data-sending on the form, which the stylesheet shows).
// Should the code fail to arrive, the page says so (data-scripts-failed), and a press from then on
// sends it the browser's way (its e-mail app); "Try again" asks the page's code to be fetched once
// more (site:try-again, heard by load-part.ts).
//
// It hides a course's batch whose first day has come (src/ui/batch-dates.tsx), in the pre-rendered page
// and in every page drawn after it, so a started batch is never shown as upcoming, even between builds.
//
// It also keeps the page's own files coming: the page's stylesheet or entry script that failed to
// arrive is asked for again, a few times, further apart, and at once when the connection is back.
(() => {
  const root = document.documentElement;
  const notYet = (form) => form.getAttribute("data-hydrated") === "false";
  // The held part of the sending machine, put here by the build (src/forms/sending.ts's HELD_SENDING).
  const SENDING = /* HELD_SENDING */ {};
  const stateOf = (form) => form.getAttribute("data-sending") ?? "typing";
  const move = (form, event) => {
    const next = SENDING[stateOf(form)]?.[event];
    if (next === "typing") form.removeAttribute("data-sending");
    else if (next) form.setAttribute("data-sending", next);
  };
  const failed = () => root.hasAttribute("data-scripts-failed");
  const RETRY_AFTER_MS = [1000, 3000, 9000];

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !notYet(form) || failed()) return;
      event.preventDefault();
      move(form, "pressed-early");
    },
    true,
  );

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu" }).format(new Date());
  const hideStarted = (root) => {
    const batches = [...root.querySelectorAll("[data-starts]"), ...(root.matches?.("[data-starts]") ? [root] : [])];
    for (const batch of batches) if (batch.getAttribute("data-starts") <= today) batch.hidden = true;
  };
  document.addEventListener("DOMContentLoaded", () => {
    hideStarted(document);
    new MutationObserver((changes) => {
      for (const { addedNodes } of changes)
        for (const node of addedNodes) if (node instanceof Element) hideStarted(node);
    }).observe(document.body, { subtree: true, childList: true });
  });

  new MutationObserver((changes) => {
    for (const { target: form } of changes) {
      if (stateOf(form) !== "held" || notYet(form)) continue;
      move(form, "code-arrived");
      form.requestSubmit();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });

  const fail = () => {
    root.setAttribute("data-scripts-failed", "");
    for (const form of document.querySelectorAll("form[data-sending]")) move(form, "code-failed");
  };
  const tryAgain = (pressed) => {
    root.removeAttribute("data-scripts-failed");
    if (pressed) for (const form of document.querySelectorAll("form[data-sending]")) move(form, "try-again");
    for (const element of waiting.splice(0)) fetchAgain(element);
    window.dispatchEvent(new Event("site:try-again"));
  };

  // A file of the page's own that did not arrive: asked for again, up to three times; then the page's
  // code is said to have failed. A style sheet under a new address (an engine may remember the failure
  // of the old one); the entry script under its own, for the chunks import it by that address, and
  // under another it would run twice.
  const tries = new WeakMap();
  const waiting = [];
  const fetchAgain = (element) => {
    // A new element, not a clone: a clone of a script that ran (or failed) is never run again.
    const copy = document.createElement(element.localName);
    for (const { name, value } of element.attributes) copy.setAttribute(name, value);
    if (element instanceof HTMLLinkElement) {
      const url = new URL(element.getAttribute("href"), location.href);
      url.searchParams.set("try", String((tries.get(element) ?? 0) + 1));
      copy.setAttribute("href", url.pathname + url.search);
    }
    tries.set(copy, (tries.get(element) ?? 0) + 1);
    element.replaceWith(copy);
  };
  const ownFile = (element) =>
    (element instanceof HTMLScriptElement && element.type === "module" && element.src !== "") ||
    (element instanceof HTMLLinkElement && element.rel === "stylesheet");
  window.addEventListener(
    "error",
    (event) => {
      const element = event.target;
      if (!ownFile(element)) return;
      const tried = tries.get(element) ?? 0;
      if (element instanceof HTMLScriptElement && tried >= RETRY_AFTER_MS.length) fail();
      if (tried >= RETRY_AFTER_MS.length) return void waiting.push(element);
      setTimeout(() => element.isConnected && fetchAgain(element), RETRY_AFTER_MS[tried]);
    },
    true,
  );
  window.addEventListener("site:scripts-failed", fail);
  window.addEventListener("online", () => tryAgain(false));
  // Heard before React's own listener, which stops a click on a part it has not taken over yet.
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("[data-try-again]")) tryAgain(true);
    },
    true,
  );
})();
