import type { BlockProps } from "../../content/blocks";
import { Carousel } from "../../ui/carousel";
import { Section } from "../../ui/section";
import { Picture } from "../../ui/picture";

const PHONE_ONLY = "(max-width: 767px)";

export function Gallery({ block }: BlockProps<"gallery">) {
  return (
    <Section heading={block.heading} tone="muted">
      <Carousel
        label={block.heading}
        autoplayMs={block.autoplayMs}
        autoplayWhen={PHONE_ONLY}
        perView={{ 0: 1, 640: 2, 1024: 3 }}
        slides={block.photos.map((photo) => ({
          key: photo.src,
          content: <Picture image={photo} className="h-auto w-full rounded-xl" />,
        }))}
      />
    </Section>
  );
}
