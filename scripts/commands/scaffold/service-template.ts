import type { ServicePage } from "../../../src/generated/page.ts";
import { cardPicture } from "./card-picture.ts";
import { metaOf } from "./meta-of.ts";
import { proposeServiceIcon } from "./propose-service-icon.ts";
import type { TemplateContext } from "./template-context.ts";

/**
 * A new service page, as a draft, with the blocks every service page has: hero, reasons, process
 * and a chat call to action. Words that must be written for this service start with "Replace:".
 * The card's icon is the one the title names; when it names none, the placeholder fails validation
 * until one is chosen.
 */
export function serviceTemplate({ title, slug, shortName, order, iconNames }: TemplateContext): ServicePage {
  const image = {
    src: cardPicture("service", slug),
    alt: `An icon for the ${title} service`,
    width: 640,
    height: 400,
  };
  return {
    $schema: "../../schema/page.schema.json",
    path: `/${slug}`,
    kind: "service",
    // Off the published site until its texts are written and someone publishes it.
    draft: true,
    title,
    order,
    meta: metaOf(title, "service", shortName),
    card: {
      image,
      icon:
        proposeServiceIcon(title, iconNames) ??
        "Replace: a Lucide icon that says what the service is, e.g. lucide:briefcase",
      description: `Replace: one short sentence about ${title} for its card.`,
    },
    blocks: [
      {
        type: "hero",
        eyebrow: "Our Services",
        heading: title,
        text: "Replace: two or three sentences on what the service does for a business and why customers choose us.",
        action: { label: "Start Your Project", href: "/contact" },
        image,
      },
      {
        type: "feature-grid",
        heading: "Why Choose Us",
        intro: "Replace: one sentence introducing the reasons below.",
        items: ["lucide:rocket", "lucide:shield-check", "lucide:users"].map((icon, i) => ({
          title: `Replace: reason ${i + 1}, a few words`,
          text: `Replace: one or two sentences explaining reason ${i + 1}.`,
          icon,
        })),
      },
      {
        type: "process-steps",
        heading: "Our Process",
        steps: ["Discovery", "Planning", "Delivery", "Support"].map((step) => ({
          title: step,
          text: `Replace: what happens during ${step.toLowerCase()}.`,
        })),
      },
      {
        type: "chat-cta",
        heading: "Get a Free Consultation",
        text: "Replace: one or two sentences inviting the visitor to tell us about their needs.",
        label: "Chat With Us on WhatsApp",
        message: `Hello! I would like a free consultation about ${title}.`,
      },
    ],
  };
}
