import { Link } from "react-router-dom";
import { useSite } from "./site-settings";
import { useTextLanguage } from "./text-language";

export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** Where the page sits, as links (Home › Courses › ReactJS); the last is the page itself, not a link. */
export function Breadcrumb({ trail }: { trail: BreadcrumbItem[] }) {
  const { words } = useSite();
  const langOf = useTextLanguage();
  return (
    <nav aria-label={words.breadcrumb} className="container-page py-3 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} className="font-semibold text-slate-900">
              <span aria-current="page" lang={langOf(crumb.name)}>
                {crumb.name}
              </span>
            </li>
          ) : (
            <li key={crumb.path} className="flex items-center gap-2">
              <Link
                to={crumb.path}
                className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline"
              >
                {crumb.name}
              </Link>
              <span aria-hidden="true">›</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
