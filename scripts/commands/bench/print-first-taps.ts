import type { Browser } from "playwright-core";
import { measureFirstTap, type FirstTap, type TapTimes } from "./measure-first-tap.ts";

const ADDRESSES = ["/frontend-development", "/website-development", "/courses"];
const LOADS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

/**
 * Prints, per page, the median of five loads of the time from a tap's pointerdown on More to the
 * drawer answering (its state turning open) and to the next frame drawn: the first tap, before the
 * app has started, and a later one. Times vary from run to run: printed, never a pass or fail.
 */
export async function printFirstTaps(browser: Browser, baseUrl: string): Promise<void> {
  console.log(`\nFirst tap on More, 375 px phone, 4× CPU slowdown, median of ${LOADS} loads (pointerdown to):`);
  console.log(
    `${"route".padEnd(24)}${"first: open".padStart(14)}${"drawn".padStart(10)}${"later: open".padStart(14)}${"drawn".padStart(10)}`,
  );
  for (const address of ADDRESSES) {
    const taps: FirstTap[] = [];
    for (let load = 0; load < LOADS; load += 1) taps.push(await measureFirstTap(browser, baseUrl, address));
    const of = (pick: (tap: FirstTap) => TapTimes, key: keyof TapTimes) =>
      ms(median(taps.map((tap) => pick(tap)[key])));
    console.log(
      `${address.padEnd(24)}${of((t) => t.first, "open").padStart(14)}${of((t) => t.first, "painted").padStart(10)}` +
        `${of((t) => t.later, "open").padStart(14)}${of((t) => t.later, "painted").padStart(10)}`,
    );
  }
}
