import type { BlockProps } from "../../content/blocks";
import type { Slot } from "../../generated/page";
import { formatSlot } from "../../lib/format-slot";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";

const GROUPS = [
  { key: "physical", label: "Physical Class" },
  { key: "online", label: "Online Class" },
] as const;

export function ClassTimings({ block }: BlockProps<"class-timings">) {
  return (
    <Section heading={block.heading} tone="muted">
      <div className="grid gap-6 sm:grid-cols-2">
        {GROUPS.map(({ key, label }) => (
          <SlotList key={key} label={label} slots={block[key]} />
        ))}
      </div>
    </Section>
  );
}

function SlotList({ label, slots }: { label: string; slots: Slot[] }) {
  return (
    <div className="card p-6">
      <h3 className="text-lg font-semibold text-brand-900">{label}</h3>
      <ul className="mt-4 space-y-3">
        {slots.map((slot) => (
          <li key={slot.start} className="flex items-center gap-3 text-slate-700">
            <Icon name="clock" size={20} className="text-brand-600" />
            <time dateTime={slot.start}>{formatSlot(slot)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
