import { useMemo, useState } from "react";
import { LANGUAGES } from "../../../src/content/translation/languages";
import { translationOf } from "../../../scripts/content-layout/content-layout";
import type { FieldProblem } from "../../documents/storage-contract";
import {
  translatableTexts,
  translationCounts,
  writtenTranslation,
} from "../../documents/translation/translation-texts";
import { documentTitle, translationTitle } from "../../documents/document-title";
import { fieldPlace } from "../fields/field-place";
import { EDITOR_ADDRESS, editorAddress } from "../boot/editor-addresses";
import { Opening } from "../opening";
import { useStorage } from "../storage/storage-context";
import { SaveMessage } from "../storage/save-message";
import type { SaveStatus } from "../storage/save-status";
import { DraftBar } from "../storage/git/draft-bar";
import { useAskBeforeLeaving } from "../storage/use-ask-before-leaving";
import { openTranslation, type OpenedTranslation } from "./open-translation";
import { TranslatedTextField, type ShownText } from "./translated-text-field";

/** Opens a page's translation beside its English page, and shows the editor for it (again, on Reload). */
export function TranslationEditor({ file }: { file: string }) {
  return (
    <Opening file={file} open={openTranslation}>
      {(opened, reload) => <TranslationWorkspace file={file} opened={opened} onReload={reload} />}
    </Opening>
  );
}

type Showing = "all" | "to do";

/**
 * A page's texts one under another, each English text above the box for its translation, grouped by
 * section as the page shows them; how many are still to translate or out of date; Save, which records
 * each text written (or confirmed as still right) against the English it translates, and publishes
 * like any change (on a git host, from the draft).
 */
function TranslationWorkspace({
  file,
  opened,
  onReload,
}: {
  file: string;
  opened: OpenedTranslation;
  onReload: () => void;
}) {
  const { saveDocument } = useStorage();
  const english = opened.english.data;
  const of = translationOf(file)!;
  const language = LANGUAGES[of.language];
  const [translation, setTranslation] = useState(opened.translation);
  const [version, setVersion] = useState(opened.version);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [showing, setShowing] = useState<Showing>("all");
  const unsaved = Object.keys(edits).length > 0 || confirmed.size > 0;
  useAskBeforeLeaving(unsaved);

  const texts = useMemo((): ShownText[] => {
    return translatableTexts(english, translation).map((text) => {
      const value = edits[text.pointer] ?? text.given ?? "";
      const changed = Object.hasOwn(edits, text.pointer) || confirmed.has(text.pointer);
      const standing = value.trim() === "" ? "to translate" : changed ? "translated" : text.standing;
      return { ...text, value, standing, place: fieldPlace(english, text.pointer) };
    });
  }, [english, translation, edits, confirmed]);
  const counts = translationCounts(texts);
  const sections = useMemo(() => sectionsOf(texts, english), [texts, english]);
  const heading = translationTitle(documentTitle(opened.english.file, opened.english.kind, english), of.language);

  const save = async () => {
    const recorded = new Set([...confirmed, ...Object.keys(edits)]);
    const data = writtenTranslation(english, translation, edits, recorded);
    setStatus({ kind: "saving" });
    try {
      const outcome = await saveDocument({ file, data, version });
      if (outcome.kind === "saved") {
        setTranslation(data);
        setVersion(outcome.version);
        setEdits({});
        setConfirmed(new Set());
        setProblems([]);
        setStatus({ kind: "saved" });
      } else if (outcome.kind === "conflict") {
        setStatus({ kind: "conflict", message: outcome.message, canChoose: false });
      } else {
        const errors = outcome.problems.filter((problem) => problem.severity === "error");
        setProblems(outcome.problems);
        setStatus(
          errors.length > 0
            ? { kind: "refused", first: errors[0]!, errors: errors.length }
            : { kind: "failed", message: outcome.message },
        );
      }
    } catch (failure) {
      setStatus({ kind: "failed", message: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  const show = (pointer: string) => document.getElementById(fieldId(pointer))?.focus();

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-300 bg-white px-3 py-2 shadow-sm sm:px-6 sm:py-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:gap-x-6">
          <a href={EDITOR_ADDRESS} className="text-brand-700 underline">
            All documents
          </a>
          <h1 className="order-last min-w-0 basis-full text-lg font-bold leading-snug sm:order-none sm:basis-0 sm:flex-1 sm:text-xl">
            {heading}
          </h1>
          <span className="order-last basis-full text-sm text-slate-600 sm:order-none sm:basis-auto">
            {unsaved ? "Unsaved changes" : "No unsaved changes"}
          </span>
          <button
            type="button"
            onClick={() => void save()}
            disabled={status.kind === "saving"}
            className="btn-primary ml-auto sm:ml-0"
          >
            Save
          </button>
        </div>
        <SaveMessage status={status} onShow={show} onReload={onReload} onChoose={onReload} />
      </header>
      <main className="mx-auto max-w-5xl px-3 py-4 sm:px-6">
        {version !== null ? <DraftBar /> : null}
        <p className="text-slate-700">
          Write each text in {language.inEnglish} under its English. A text left empty shows in English on the{" "}
          {language.inEnglish} page, at{" "}
          <span className="font-mono text-sm">{`${language.prefix}${english.path === "/" ? "" : english.path}`}</span>.{" "}
          <a href={editorAddress(opened.english.file)} className="text-brand-700 underline">
            Edit the English page
          </a>
        </p>
        {version === null ? (
          <p className="mt-2 text-slate-700">
            Not translated yet: your first save starts the {language.inEnglish} page.
          </p>
        ) : null}
        <p data-translation-counts className="mt-3 font-semibold">
          {countWords(counts.toTranslate, "to translate")}, {countWords(counts.outOfDate, "out of date")},{" "}
          {texts.length - counts.toTranslate - counts.outOfDate} of {texts.length} translated
        </p>
        <label className="mt-2 flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={showing === "to do"}
            onChange={(event) => setShowing(event.target.checked ? "to do" : "all")}
            className="size-5"
          />
          Show only the texts still to translate or out of date
        </label>
        {sections.map(({ label, texts: inSection }) => {
          const shown = inSection.filter((text) => showing === "all" || text.standing !== "translated");
          if (shown.length === 0) return null;
          return (
            <section key={label} className="mt-6">
              <h2 className="text-lg font-bold">{label}</h2>
              {shown.map((text) => (
                <TranslatedTextField
                  key={text.pointer}
                  id={fieldId(text.pointer)}
                  text={text}
                  language={of.language}
                  problems={problems.filter((problem) => problem.pointer === text.pointer)}
                  onChange={(value) => setEdits((before) => ({ ...before, [text.pointer]: value }))}
                  onConfirm={() => setConfirmed((before) => new Set([...before, text.pointer]))}
                />
              ))}
            </section>
          );
        })}
      </main>
    </div>
  );
}

const fieldId = (pointer: string) => `text${pointer.replaceAll("/", "-")}`;
const countWords = (count: number, what: string) => `${count} ${count === 1 ? "text" : "texts"} ${what}`;

/** The texts by section as the page shows them: its own (title, search and card) first, then each block's. */
function sectionsOf(texts: readonly ShownText[], english: unknown): { label: string; texts: ShownText[] }[] {
  const sections = new Map<string, ShownText[]>();
  for (const text of texts) {
    const block = /^\/blocks\/\d+/.exec(text.pointer)?.[0];
    const label = block ? fieldPlace(english, block) : "Title, search result and card";
    sections.set(label, [...(sections.get(label) ?? []), text]);
  }
  return [...sections].map(([label, inSection]) => ({ label, texts: inSection }));
}
