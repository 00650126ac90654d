import { describe, expect, it } from "vitest";
import { isExpired, KEPT_FOR_MS, newSubmissionId, retryDelayMs, type KeptSubmission } from "./kept-submission";

describe("a submission kept on the device", () => {
  it("is tried again after 10 s, then twice as long each time, never more than 5 minutes apart", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
  });

  it("is kept 7 days, not a moment more", () => {
    const kept = { keptAt: 1_000_000 } as KeptSubmission;
    expect(isExpired(kept, 1_000_000 + KEPT_FOR_MS)).toBe(false);
    expect(isExpired(kept, 1_000_000 + KEPT_FOR_MS + 1)).toBe(true);
  });

  it("has an id of its own", () => {
    const ids = new Set(Array.from({ length: 100 }, newSubmissionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[\da-f-]{32,36}$/);
  });
});
