import { Link } from "react-router-dom";
import { site } from "../content/site";
import { useDocumentHead } from "./use-document-head";

const HEAD = {
  title: `Page not found | ${site.brand.shortName}`,
  tags: [{ tag: "meta" as const, attributes: { name: "robots", content: "noindex, follow" } }],
};

export function NotFound() {
  useDocumentHead(HEAD);
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">We couldn't find that page</h1>
      <p className="mt-4 text-slate-600">The address may be mistyped, or the page may have moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/courses" className="btn-outline">
          Browse all courses
        </Link>
      </div>
    </section>
  );
}
