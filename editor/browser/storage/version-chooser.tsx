import { useId, useState } from "react";
import { fieldPlace } from "../fields/field-place";
import { truncate } from "../fields/truncate";
import { defaultChoice, type FieldChoice, type FieldDifference } from "../document/field-differences";
import { EditorDialog } from "../editor-dialog";

interface VersionChooserProps {
  /** The fields the author's copy and the copy saved meanwhile give different values; none: closed. */
  differences: readonly FieldDifference[] | undefined;
  /** The author's copy, which names the fields as the form does. */
  ours: unknown;
  onKeep: (choices: Record<string, FieldChoice>) => void;
  onClose: () => void;
}

/** What a field holds, in a few words: its text, or the texts of its entries. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") return `“${truncate(value, 160)}”`;
  if (typeof value !== "object") return String(value);
  const texts = (node: unknown): string[] =>
    typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(texts) : [];
  if (Array.isArray(value)) {
    const entries = `${value.length} ${value.length === 1 ? "entry" : "entries"}`;
    return value.length === 0
      ? "(empty)"
      : `${entries}: ${truncate(value.map((entry) => texts(entry)[0] ?? "").join(", "), 160)}`;
  }
  return truncate(texts(value).join(", "), 160) || "(empty)";
}

const WHO: Record<FieldDifference["changedBy"], string> = {
  us: "You changed this; the other copy kept what it had.",
  them: "Changed in the copy saved meanwhile; you left it as it was.",
  both: "Changed in both copies.",
};

/**
 * Someone saved the page while the author was editing it: each field the two copies give different
 * values, with both values, to keep one or the other. The rest of both copies is kept as it is.
 */
export function VersionChooser({ differences, ours, onKeep, onClose }: VersionChooserProps) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const chosen = (difference: FieldDifference) => choices[difference.pointer] ?? defaultChoice(difference);
  return (
    <EditorDialog
      id={`${id}-versions`}
      open={differences !== undefined}
      onClose={onClose}
      title="Someone else saved this page while you were editing"
      className="w-[min(44rem,calc(100vw-1rem))]"
    >
      <form
        className="grid gap-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onKeep(Object.fromEntries((differences ?? []).map((difference) => [difference.pointer, chosen(difference)])));
        }}
      >
        <p>
          {differences?.length === 1 ? "One field differs" : `${differences?.length ?? 0} fields differ`} between your
          copy and the one saved meanwhile. Choose what to keep in each; everything else either of you wrote stays.
        </p>
        {differences?.map((difference, index) => (
          <fieldset key={difference.pointer} className="rounded-lg border border-slate-300 p-3">
            <legend className="px-1 font-semibold">{fieldPlace(ours, difference.pointer) || "The whole page"}</legend>
            <p className="mb-2 text-sm text-slate-600">{WHO[difference.changedBy]}</p>
            {(["ours", "theirs"] as const).map((side) => (
              <label key={side} className="flex items-start gap-2 py-1">
                <input
                  type="radio"
                  name={`${id}-${index}`}
                  checked={chosen(difference) === side}
                  onChange={() => setChoices((current) => ({ ...current, [difference.pointer]: side }))}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold">{side === "ours" ? "Yours: " : "Saved meanwhile: "}</span>
                  {describeValue(side === "ours" ? difference.ours : difference.theirs)}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-md px-4 py-2 hover:bg-slate-100">
            Not now (keep editing)
          </button>
          <button type="submit" className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white">
            Keep these and save
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
