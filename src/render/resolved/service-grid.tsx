import { ServiceGrid } from "../../blocks/service-grid/service-grid";
import type { BlockProps } from "../../content/blocks";
import { serviceSummaries } from "./catalogue-summaries";

/** The service grid, given every service with its card. */
export function ResolvedServiceGrid({ block }: BlockProps<"service-grid">) {
  return <ServiceGrid block={block} services={serviceSummaries} />;
}
