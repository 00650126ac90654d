import { LANGUAGES, TRANSLATED_LANGUAGES } from "../../../src/content/translation/languages";
import { schemaFor, translationFile } from "../../../scripts/content-layout/content-layout";
import { editorAddress } from "../boot/editor-addresses";

/** The languages of the page being edited: this one, English, and a link to edit its translation into each other. */
export function PageLanguages({ file }: { file: string }) {
  if (schemaFor(file) !== "page") return null;
  return (
    <p className="text-sm text-slate-600">
      Languages: <span aria-current="page">English</span>
      {TRANSLATED_LANGUAGES.map((language) => (
        <span key={language}>
          {" · "}
          <a
            href={editorAddress(translationFile(file, language))}
            lang={language}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          >
            {LANGUAGES[language].name}
          </a>
        </span>
      ))}
    </p>
  );
}
