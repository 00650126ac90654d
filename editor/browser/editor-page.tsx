import { useSearchParams } from "react-router-dom";
import { DocumentEditor } from "./document-editor";
import { DocumentIndex } from "./document-index";

/** /edit/: the list of documents, or with ?file= the editor of one. */
export function EditorPage() {
  const [params] = useSearchParams();
  const file = params.get("file");
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      {file ? <DocumentEditor key={file} file={file} /> : <DocumentIndex />}
    </div>
  );
}
