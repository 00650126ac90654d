import type { BlockProps } from "../../content/blocks";
import { Section } from "../../ui/section";
import { ServiceCard, type ServiceSummary } from "../../ui/service-card";

export function ServiceGrid({ block, services }: BlockProps<"service-grid"> & { services: ServiceSummary[] }) {
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
