import type { StatsBlock } from "../generated/page";
import type { SiteSettings } from "../generated/site";
import { todayInNepal } from "./next-batch.ts";

/** One of the company's figures a page may show (a key figures block's "figure"). */
export type FigureName = StatsBlock["items"][number]["figure"];

/** Every figure the site states: the settings' counts, and the whole years since the company was founded. */
export type CompanyFigures = Record<FigureName, number>;

/** The site's settings as a build serves them: their figures completed with the years of experience. */
export type SiteAsBuilt = Omit<SiteSettings, "figures"> & { figures: CompanyFigures };

/** The settings' figures, and the years since the company was founded, counted in this year in Nepal (a build's). */
export function companyFigures(
  { founded, figures }: Pick<SiteSettings, "founded" | "figures">,
  today = todayInNepal(),
): CompanyFigures {
  return { ...figures, yearsOfExperience: Math.max(0, Number(today.slice(0, 4)) - founded) };
}
