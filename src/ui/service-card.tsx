import { Link } from "react-router-dom";
import type { ServiceSummary } from "../content/catalogue/course-categories";
import { DraftMark } from "./draft-mark";
import { ContentIcon } from "./icon";
import { Picture } from "./picture";
import { useSite } from "./site-settings";
import { useLangFor } from "./text-language";
import { CATALOGUE_LANGUAGE } from "../content/catalogue/catalogue";

/** A service in a list: picture, icon, title and a short description, the whole card a link. */
export function ServiceCard({ service, sectionLevel = 2 }: { service: ServiceSummary; sectionLevel?: 1 | 2 }) {
  const { image, icon, description } = service.card;
  const { words } = useSite();
  // One level below the heading of the list it sits in, so no level is skipped.
  const Title = sectionLevel === 1 ? "h2" : "h3";
  const lang = useLangFor()(CATALOGUE_LANGUAGE);
  return (
    <article className="card group relative overflow-hidden">
      <Picture image={image} lang={lang} className="aspect-[8/5] h-auto w-full object-cover" />
      <div className="p-5">
        <span className="-mt-12 mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-accent-500 text-brand-900 shadow-md relative">
          <ContentIcon icon={icon} />
        </span>
        <Title className="text-lg font-semibold text-slate-900">
          <Link
            to={service.path}
            lang={lang}
            className="after:(absolute inset-0 content-empty) focus-visible:outline-none"
          >
            {service.title}
            <DraftMark draft={service.draft} />
          </Link>
        </Title>
        <p lang={lang} className="mt-2 text-sm text-slate-600">
          {description}
        </p>
        <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
          {words.learnMore}
        </p>
      </div>
    </article>
  );
}
