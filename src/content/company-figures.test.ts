import { expect, it } from "vitest";
import { companyFigures } from "./company-figures";

const SITE = { founded: 2022, figures: { students: 1500, internshipPlacements: 400, teachers: 40, clients: 17 } };

it("gives the settings' figures and the whole years since the founding year, counted on the day given", () => {
  expect(companyFigures(SITE, "2026-12-31")).toEqual({ ...SITE.figures, yearsOfExperience: 4 });
  expect(companyFigures(SITE, "2027-01-01").yearsOfExperience).toBe(5);
  expect(companyFigures({ ...SITE, founded: 2027 }, "2026-06-01").yearsOfExperience).toBe(0);
});
