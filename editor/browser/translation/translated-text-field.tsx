import type { Language } from "../../../src/content/translation/languages";
import type { FieldProblem } from "../../documents/storage-contract";
import type { TranslatableText } from "../../documents/translation/translation-texts";

/** A text as the translation editor shows it: its place in the form's words, and what its box holds now. */
export interface ShownText extends TranslatableText {
  place: string;
  value: string;
}

const STANDING_WORDS = {
  "to translate": { words: "To translate", className: "bg-amber-100 text-amber-900" },
  "out of date": { words: "Out of date: the English changed", className: "bg-red-100 text-red-900" },
  translated: undefined,
} as const;

/**
 * One text: the English it translates (its own language said, for a screen reader), the box for the
 * translation, where it stands, and for one out of date, "Still right", which records it against the
 * English as it is now.
 */
export function TranslatedTextField({
  id,
  text,
  language,
  problems,
  onChange,
  onConfirm,
}: {
  id: string;
  text: ShownText;
  language: Language;
  problems: readonly FieldProblem[];
  onChange: (value: string) => void;
  onConfirm: () => void;
}) {
  // Under its section's heading: a block's text is named within the block (its section names the block).
  const label = (text.pointer.startsWith("/blocks/") && text.place.split(" › ").slice(1).join(" › ")) || text.place;
  const standing = STANDING_WORDS[text.standing];
  const englishId = `${id}-english`;
  const problemId = `${id}-problem`;
  return (
    <div
      data-pointer={text.pointer}
      data-standing={text.standing}
      className="mt-4 rounded-lg border border-slate-300 bg-white p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {standing ? (
          <span className={`rounded px-2 py-0.5 text-sm ${standing.className}`}>{standing.words}</span>
        ) : null}
      </div>
      {/* Side by side where there is room (the English on the left), one under the other on a phone. */}
      <div className="mt-1 grid gap-2 md:grid-cols-2">
        <p id={englishId} className="whitespace-pre-line rounded bg-slate-100 px-2 py-1 text-slate-700">
          <span className="text-sm font-semibold text-slate-500">English: </span>
          <span lang="en">{text.english}</span>
        </p>
        <textarea
          id={id}
          lang={language}
          value={text.value}
          rows={Math.min(8, Math.max(2, Math.ceil(text.english.length / 45)))}
          aria-describedby={problems.length > 0 ? `${englishId} ${problemId}` : englishId}
          aria-invalid={problems.some((problem) => problem.severity === "error") || undefined}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
        />
      </div>
      {problems.length > 0 ? (
        <p id={problemId} className="mt-1 text-sm text-red-800">
          {problems.map((problem) => problem.message).join(" ")}
        </p>
      ) : null}
      {text.standing === "out of date" ? (
        <button type="button" onClick={onConfirm} className="btn-outline mt-2 min-h-11">
          Still right
        </button>
      ) : null}
    </div>
  );
}
