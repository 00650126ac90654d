import type { BlockProps } from "../../content/blocks";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";
import { ContentText } from "../../ui/text-language";

export function BulletList({ block }: BlockProps<"bullet-list">) {
  return (
    <Section heading={block.heading}>
      <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon name="check" size={22} className="mt-0.5 text-emerald-600" />
            <ContentText>{item}</ContentText>
          </li>
        ))}
      </ul>
    </Section>
  );
}
