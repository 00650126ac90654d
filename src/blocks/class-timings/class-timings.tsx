import type { BlockProps } from "../../content/blocks";
import type { Slot } from "../../generated/page";
import { formatSlot, formatSlotInNepali } from "../../lib/format-slot";
import { Icon } from "../../ui/icon";
import { usePageLanguage } from "../../ui/page-language";
import { Section } from "../../ui/section";
import { useSite } from "../../ui/site-settings";

const GROUPS = [
  { key: "physical", label: "physicalClass" },
  { key: "online", label: "onlineClass" },
] as const;

export function ClassTimings({ block }: BlockProps<"class-timings">) {
  const { words } = useSite();
  const format = usePageLanguage() === "ne" ? formatSlotInNepali : formatSlot;
  return (
    <Section heading={block.heading} tone="muted">
      <div className="grid gap-6 sm:grid-cols-2">
        {GROUPS.map(({ key, label }) => (
          <SlotList key={key} label={words[label]} slots={block[key]} format={format} />
        ))}
      </div>
    </Section>
  );
}

function SlotList({ label, slots, format }: { label: string; slots: Slot[]; format: (slot: Slot) => string }) {
  return (
    <div className="card p-6">
      <h3 className="text-lg font-semibold text-brand-900">{label}</h3>
      <ul className="mt-4 space-y-3">
        {slots.map((slot) => (
          <li key={slot.start} className="flex items-center gap-3 text-slate-700">
            <Icon name="clock" size={20} className="text-brand-600" />
            <time dateTime={slot.start}>{format(slot)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
