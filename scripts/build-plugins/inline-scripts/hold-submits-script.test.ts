import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { HOLD_SUBMITS_SCRIPT } from "./hold-submits-script.ts";

/**
 * The page's first script, as the build writes it into every page, run on a page that lists two
 * batches, at 00:45 on 7 December in Kathmandu (still the 6th in London): the one starting that day
 * has started.
 */
function pageAtNepalsSeventh() {
  const { window } = new JSDOM(
    `<!doctype html><ul><li data-starts="2025-12-07">In class</li><li data-starts="2025-12-08">Online</li></ul>`,
    { runScripts: "outside-only" },
  );
  window.eval(`{
    const now = Date.parse("2025-12-06T19:00:00Z");
    const RealDate = Date;
    Date = class extends RealDate { constructor(...given) { super(...(given.length ? given : [now])); } };
  }`);
  window.eval(HOLD_SUBMITS_SCRIPT);
  window.document.dispatchEvent(new window.Event("DOMContentLoaded"));
  const shown = () =>
    [...window.document.querySelectorAll<HTMLElement>("[data-starts]")]
      .filter((li) => !li.hidden)
      .map((li) => li.textContent);
  return { document: window.document, shown };
}

it("hides a batch whose first day has come in Nepal, in the page as it arrived", () => {
  expect(pageAtNepalsSeventh().shown()).toEqual(["Online"]);
});

it("and in what the page draws after it (a page the router draws)", async () => {
  const { document, shown } = pageAtNepalsSeventh();
  const drawn = document.createElement("li");
  drawn.dataset.starts = "2025-12-01";
  drawn.textContent = "Drawn later";
  document.querySelector("ul")!.append(drawn);
  await expect.poll(() => drawn.hidden).toBe(true);
  expect(shown()).toEqual(["Online"]);
});
