import { expect, it } from "vitest";
import type { PageDocument } from "../../../src/generated/page.ts";
import type { ValidationResult } from "../../validator/validate-texts.ts";
import { batchDaysOf } from "./pages-modules.ts";

it("writes every planned batch's first day in words in both calendars, and no other day", () => {
  const course = (title: string, nextBatches?: object) => ({ document: { kind: "course", title, nextBatches } });
  const result = {
    documents: [
      course("Python", { physical: { starts: "2025-12-07", seatsLeft: 5 }, online: { starts: "2025-04-14" } }),
      course("ReactJS"),
      { document: { kind: "service", title: "POS", nextBatches: { online: { starts: "2030-01-01" } } } },
    ],
  } as unknown as ValidationResult & { documents: { document: PageDocument }[] };
  const source = batchDaysOf(result);
  const batchDays = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  expect(batchDays).toEqual({
    "2025-12-07": "Sun 7 Dec 2025 · 21 Mangsir 2082",
    "2025-04-14": "Mon 14 Apr 2025 · 1 Baisakh 2082",
  });
});
