// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createPageSharedMarkup, render, routes } from "../src/app/entry-server";
import type { SharedMarkup } from "../src/render-once/shared-markup";

const addresses = [...routes.flatMap((route) => route.addresses), "/404"];

// The pre-renderer draws the lists every page shares once per build (src/render-once/): what a
// visitor gets must not change by a byte.
describe("pre-rendering with the shared lists drawn once", () => {
  const store = createPageSharedMarkup();
  let registered = 0;
  const counting: SharedMarkup = {
    register: (...args) => {
      registered += 1;
      return store.register(...args);
    },
    fill: (html) => store.fill(html),
  };

  it.each(addresses)("gives %s the same HTML as rendering the whole page", async (address) => {
    const before = registered;
    const [whole, shared] = await Promise.all([render(address), render(address, counting)]);
    expect(registered).toBeGreaterThan(before);
    expect(shared.html).toBe(whole.html);
  });
});
