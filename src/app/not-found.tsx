import { useMemo } from "react";
import { Link } from "react-router-dom";
import { notFoundHead } from "../content/page-head";
import { CourseSearch } from "../search/course-search";
import { ContactWidget } from "./contact-widget";
import { useDocumentHead } from "./use-document-head";
import { useSite } from "../ui/site-settings";

const noJsonLd = () => Promise.resolve([]);

/** Any address no document claims: say so plainly, and offer the search and the main pages. */
export function NotFound() {
  const site = useSite();
  useDocumentHead(
    useMemo(() => notFoundHead(site), [site]),
    noJsonLd,
  );
  return (
    <>
      <CourseSearch placeholder="Search courses" />
      <section className="container-page py-16 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">We couldn't find that page</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-600">
          The address may be mistyped, or the page may have moved. Search for a course above, or go to one of these
          pages:
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {site.navigation.map((item) => (
            <li key={item.label}>
              <Link to={item.href ?? "/"} className="btn-outline">
                {item.label.charAt(0) + item.label.slice(1).toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ContactWidget />
    </>
  );
}
