import { Fragment, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { MARKERS } from "../runtime/markers";
import { useEarlyInput } from "../runtime/use-early-input";
import { useHydrated } from "../runtime/use-hydrated";
import { catalogue } from "../content/catalogue/catalogue";
import { courseMenu } from "../content/navigation";
import { CourseInquiryButton } from "../forms/course-inquiry-button";
import { DraftMark } from "../ui/draft-mark";
import { Icon } from "../ui/icon";
import { MenuButton, MenuPopover } from "../ui/menu-popover";
import { rankCourses } from "./rank-courses";
import { useSite } from "../ui/site-settings";
import { usePageLanguage } from "../ui/page-language";
import { useLangFor, useTextLanguage } from "../ui/text-language";

/**
 * The course search bar: an "All Courses" list (a popover, working before any script), a search box
 * with live suggestions (ARIA combobox pattern) and, on wide screens, the course inquiry button.
 */
export function CourseSearch({ placeholder }: { placeholder: string }) {
  const navigate = useNavigate();
  const { words } = useSite();
  const language = usePageLanguage();
  const langOf = useTextLanguage();
  const langFor = useLangFor();
  const hydrated = useHydrated();
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const ids = { input: useId(), list: useId(), all: useId() };
  // Every course's title, fetched on the search's first use, not carried by the page's scripts.
  const [courses, setCourses] = useState<Awaited<ReturnType<typeof catalogue.courseIndex>>>();
  const needCourses = () => {
    if (!courses) void catalogue.courseIndex(language).then(setCourses);
  };
  const suggestions = courses ? rankCourses(courses, text) : [];
  const open = focused && text.trim() !== "";

  const close = () => {
    setFocused(false);
    setActive(-1);
  };

  // Text typed into the pre-rendered box before the scripts started is the search: adopt it.
  useEarlyInput(ids.input, (input) => {
    needCourses();
    setText(input.value);
    setFocused(document.activeElement === input);
  });

  const go = (path: string) => {
    setText("");
    close();
    navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setFocused(true);
      if (suggestions.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].path);
    } else if (event.key === "Escape") {
      setActive(-1);
      setFocused(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [first] = rankCourses(courses ?? (await catalogue.courseIndex(language)), text);
    if (first) go(first.path);
    else window.alert(words.courseNotFound);
  };

  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page flex flex-wrap items-center gap-3 py-3">
        <MenuButton menu={ids.all} className="btn-primary">
          <Icon name="menu" size={20} />
          {words.allCourses}
        </MenuButton>
        <MenuPopover
          id={ids.all}
          className="max-h-[360px] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
        >
          {/* Every course under its category, or with a large catalogue the categories (content/navigation). */}
          {courseMenu().map((group) => (
            <Fragment key={group.key}>
              {group.heading ? (
                <p
                  id={`${ids.all}-${group.key}`}
                  lang={langFor(group.language)}
                  className="px-4 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500"
                >
                  {group.heading}
                </p>
              ) : null}
              <ul aria-labelledby={group.heading ? `${ids.all}-${group.key}` : undefined}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="flex justify-between gap-3 px-4 py-2 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                    >
                      <span lang={langFor(link.language)}>
                        {link.label}
                        <DraftMark draft={link.draft} />
                      </span>
                      {link.count !== undefined ? <span className="text-slate-500">{link.count}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
          <p className="border-t border-slate-100 pt-1">
            <Link to="/courses" className="block px-4 py-2 font-semibold text-brand-700 hover:bg-slate-50">
              {words.everyCourseByCategory}
            </Link>
          </p>
        </MenuPopover>
        {/* At least 16rem wide: on a phone the form takes its own row, so the placeholder can be read. */}
        <form
          role="search"
          {...{ [MARKERS.hydrated]: hydrated }}
          onSubmit={onSubmit}
          className="relative flex min-w-64 flex-1 gap-2"
        >
          <label htmlFor={ids.input} className="sr-only">
            {words.searchCourses}
          </label>
          <input
            id={ids.input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={ids.list}
            aria-activedescendant={open && active >= 0 ? `${ids.list}-${active}` : undefined}
            value={text}
            placeholder={placeholder}
            lang={langOf(placeholder)}
            onChange={(event) => {
              needCourses();
              setText(event.target.value);
              setFocused(true);
              setActive(-1);
            }}
            onFocus={() => {
              needCourses();
              setFocused(true);
            }}
            onBlur={close}
            onKeyDown={onKeyDown}
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 placeholder:text-slate-500"
          />
          <button type="submit" className="btn-outline px-3" aria-label={words.search}>
            <Icon name="search" size={20} />
          </button>
          <ul
            id={ids.list}
            role="listbox"
            aria-label={words.matchingCourses}
            hidden={!open}
            className="absolute left-0 right-0 top-full z-30 mt-2 max-h-[260px] overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
          >
            {suggestions.map((course, index) => (
              // Options are never focused: the combobox input handles their keys (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={course.path}
                id={`${ids.list}-${index}`}
                role="option"
                aria-selected={index === active}
                lang={langFor(course.language)}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => go(course.path)}
                className="cursor-pointer px-4 py-2 text-slate-700 aria-selected:(bg-brand-50 text-brand-800) hover:bg-slate-50"
              >
                {course.title}
                <DraftMark draft={course.draft} />
              </li>
            ))}
            {suggestions.length === 0 ? <li className="px-4 py-2 text-slate-600">{words.noMatchingCourses}</li> : null}
          </ul>
        </form>
        <CourseInquiryButton className="btn-accent hidden lg:inline-flex" />
      </div>
    </div>
  );
}
