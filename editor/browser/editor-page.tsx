import { useSearchParams } from "react-router-dom";
import { translationOf } from "../../scripts/content-layout/content-layout";
import { DocumentEditor } from "./document-editor";
import { DocumentIndex } from "./document-index";
import { TranslationEditor } from "./translation/translation-editor";

/** /edit/: the list of documents, or with ?file= the editor of one (a page's translation, beside its English). */
export function EditorPage() {
  const [params] = useSearchParams();
  const file = params.get("file");
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      {!file ? (
        <DocumentIndex />
      ) : translationOf(file)?.of === "page" ? (
        <TranslationEditor key={file} file={file} />
      ) : (
        <DocumentEditor key={file} file={file} />
      )}
    </div>
  );
}
