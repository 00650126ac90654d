import type { BlockProps } from "../../content/blocks";
import { Carousel } from "../../ui/carousel";
import { Section } from "../../ui/section";
import { Picture } from "../../ui/picture";

export function LogoCarousel({ block }: BlockProps<"logo-carousel">) {
  return (
    <Section heading={block.heading}>
      <Carousel
        label={block.heading}
        autoplayMs={block.autoplayMs}
        perView={{ 0: 2, 640: 3, 768: 4, 1024: 6 }}
        slides={block.logos.map((logo) => ({
          key: logo.src,
          content: <Picture image={logo} className="mx-auto h-auto w-full max-w-[200px]" />,
        }))}
      />
    </Section>
  );
}
