import type { BlockProps } from "../../content/blocks";
import { Section } from "../../ui/section";

export function FormBlock({ block }: BlockProps<"form">) {
  return <Section heading={block.heading} intro={block.intro} tone="muted" />;
}
