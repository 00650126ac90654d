import { use } from "react";
import type { BlockProps } from "../../content/blocks";
import type { ServiceSummary } from "../../content/catalogue/course-categories";
import type { BlockEntry } from "../block-entry";
import { Section } from "../../ui/section";
import { ServiceCard } from "../../ui/service-card";

type ServiceGridProps = BlockProps<"service-grid"> & { services: Promise<ServiceSummary[]> };

/** Every service with its card. */
function ServiceGrid({ block, services: loading }: ServiceGridProps) {
  const services = use(loading);
  return (
    <Section heading={block.heading} headingLevel={block.headingLevel} intro={block.intro}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.path} service={service} sectionLevel={block.headingLevel} />
        ))}
      </div>
    </Section>
  );
}

export const serviceGrid: BlockEntry<"service-grid", ServiceGridProps> = {
  component: ServiceGrid,
  resolve: (block, { catalogue }) => ({ block, services: catalogue.serviceSummaries() }),
};
