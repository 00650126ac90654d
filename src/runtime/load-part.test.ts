// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_VERSION_FILE } from "./site-version";
import { MARKERS, SCRIPTS_FAILED, TRY_AGAIN } from "./markers";

// loadPart's tries, its give-up and a deploy's replaced files, on fake timers: what a phone on a network
// that drops lives through, checked in milliseconds. The browser tests fail one file of each kind in
// Chromium (tests/browser/failed-files.test.ts); these check the timing and the order of what happens.

/** loadPart as a newly opened page has it (the module keeps which page it started on). */
async function freshLoadPart() {
  vi.resetModules();
  return (await import("./load-part")).loadPart;
}

/** A part's code that fails `failures` times (the network dropped), then arrives. */
function partArrivingAfter(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length > failures
      ? Promise.resolve("the part")
      : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  return load;
}

/** Whether the promise has settled by now, and how. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; rejected: boolean } = { rejected: false };
  promise.then(
    (value) => (state.value = value),
    () => (state.rejected = true),
  );
  return state;
}

let scriptsFailed: number;
const countFailure = () => (scriptsFailed += 1);

beforeEach(() => {
  vi.useFakeTimers();
  scriptsFailed = 0;
  window.addEventListener(SCRIPTS_FAILED, countFailure);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // The site answers, and names no new version.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response("{}", { status: 200 }))),
  );
});
afterEach(() => {
  window.removeEventListener(SCRIPTS_FAILED, countFailure);
  document.head.replaceChildren();
  document.documentElement.removeAttribute(MARKERS.pageWaiting);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("loadPart", () => {
  it("tries again 0.5, 1.5 and 4.5 s apart, and answers with the part once it arrives", async () => {
    const loadPart = await freshLoadPart();
    const load = partArrivingAfter(3);
    const part = watch(loadPart(load));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [
      [500, 2],
      [1500, 3],
      [4500, 4],
    ]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(calls);
    }
    expect(part.value).toBe("the part");
    expect(scriptsFailed).toBe(0);
  });

  it("its tries spent, tells the page once and never rejects; Try again brings the part, then the connection's return does", async () => {
    const loadPart = await freshLoadPart();
    const load = partArrivingAfter(4);
    const part = watch(loadPart(load));
    await vi.advanceTimersByTimeAsync(6500);
    expect(load).toHaveBeenCalledTimes(4);
    expect(scriptsFailed).toBe(1);
    // Nothing more until the visitor or the connection gives it a chance.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(part).toEqual({ rejected: false });

    window.dispatchEvent(new Event(TRY_AGAIN));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(5);
    expect(part.value).toBe("the part");

    const another = partArrivingAfter(5);
    const second = watch(loadPart(another));
    await vi.advanceTimersByTimeAsync(6500);
    expect(scriptsFailed).toBe(2);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(another).toHaveBeenCalledTimes(5);
    expect(second.value).toBeUndefined();
    // A failed chance starts a new round of tries.
    await vi.advanceTimersByTimeAsync(500);
    expect(second.value).toBe("the part");
  });

  it("after a deploy replaced the site's files, gives up at the first failure instead of asking again for files gone for good", async () => {
    const version = document.createElement("script");
    version.setAttribute(MARKERS.version, "old-commit");
    document.head.append(version);
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(Response.json({ commit: "new-commit", builtAt: "" }));
      }),
    );
    const loadPart = await freshLoadPart();
    const load = partArrivingAfter(Infinity);
    const part = watch(loadPart(load));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetched).toEqual([SITE_VERSION_FILE]);
    expect(scriptsFailed).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(part).toEqual({ rejected: false });
    // The visitor's Try again still asks (the form's e-mail way stays offered meanwhile).
    load.mockResolvedValue("the part");
    window.dispatchEvent(new Event(TRY_AGAIN));
    await vi.advanceTimersByTimeAsync(0);
    expect(part.value).toBe("the part");
  });

  it("on a page the router went to, with the connection down, says so at the first failure and stays until the part comes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const loadPart = await freshLoadPart();
    // The router moved off the page the browser loaded (jumps-within-the-page.ts marks it).
    window.history.pushState(null, "", "/courses");
    document.documentElement.setAttribute(MARKERS.routed, "");
    try {
      const load = partArrivingAfter(4);
      const part = watch(loadPart(load));
      await vi.advanceTimersByTimeAsync(0);
      expect(document.documentElement.hasAttribute(MARKERS.pageWaiting)).toBe(true);
      await vi.advanceTimersByTimeAsync(6500);
      // Not loaded whole (the browser's error page), nor said to have failed: it waits, saying why.
      expect(scriptsFailed).toBe(0);
      expect(window.location.pathname).toBe("/courses");
      window.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(0);
      expect(part.value).toBe("the part");
      expect(document.documentElement.hasAttribute(MARKERS.pageWaiting)).toBe(false);
    } finally {
      window.history.pushState(null, "", "/");
      document.documentElement.removeAttribute(MARKERS.routed);
    }
  });
});
