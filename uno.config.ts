import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";
import heroSliderSchema from "./schema/blocks/hero-slider.schema.json" with { type: "json" };
import { heroFadeKeyframes } from "./src/blocks/hero-slider/hero-fade";
import { MARKERS } from "./src/runtime/markers";
import { BREAKPOINTS } from "./src/lib/breakpoints";

const SOURCE_FILE = /\.(tsx?|html)($|\?)/;

// One set of keyframes for every number of hero pictures the schema allows.
const heroCounts = Array.from({ length: heroSliderSchema.properties.slides.maxItems - 1 }, (_, index) => index + 2);

/**
 * A carousel shows as many slides as swiper will, from each breakpoint up: the slide count set for the
 * widest breakpoint reached, or for a narrower one (Carousel's perView).
 */
function carouselPerView(): string {
  let count = "var(--per-view-0)";
  return Object.values(BREAKPOINTS)
    .map((width) => {
      count = `var(--per-view-${width}, ${count})`;
      return `@media (min-width: ${width}px) { .carousel-frame { --n: ${count}; } }`;
    })
    .join("\n        ");
}

/**
 * The hero's Pause box is drawn by the stylesheet, not the engine: on the navy hero WebKit drew its
 * own as a near-black square (accent-color tints only the ticked box), Chromium and Firefox a white
 * one. Unticked: a white outline; ticked: the accent colour with a navy tick.
 */
const CHECK_MARK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='%230b2a5b' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

export default defineConfig({
  presets: [
    // On-demand preflight: only the variables the used utilities need, not 40 on every element and pseudo-element.
    presetWind3({ preflight: "on-demand" }),
  ],
  transformers: [transformerVariantGroup()],
  // Only source files: page documents are prose, and every word of it would be read as a utility.
  content: { pipeline: { include: [SOURCE_FILE] } },
  theme: {
    colors: {
      brand: { 50: "#eef4ff", 100: "#dbe7ff", 600: "#1d4fd8", 700: "#1a3fb0", 800: "#163489", 900: "#0b2a5b" },
      accent: { 300: "#fcd577", 400: "#fbbf3c", 500: "#f59e0b" },
    },
    // UnoCSS's default puts some forty --un-* variables on every element (*, ::before, ::after), which
    // makes each style recalculation of the page slow: the one a modal dialog causes when it opens
    // (the rest of the page turns inert) took 40% longer. Only elements using a utility that reads them
    // get them here.
    preflightRoot: [
      ":where([class*=shadow],[class*=ring],[class*=rotate],[class*=translate],[class*=scale],[class*=skew],[class*=blur],[class*=backdrop])",
      "::backdrop",
    ],
    breakpoints: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`])),
  },
  shortcuts: {
    "container-page": "mx-auto w-full max-w-6xl px-4 sm:px-6",
    "heading-section": "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl",
    card: "rounded-2xl border border-slate-200 bg-white shadow-sm",
    btn: "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors focus-visible:(outline outline-3 outline-offset-2 outline-accent-400)",
    "btn-primary": "btn border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800",
    "btn-accent": "btn border-2 border-transparent bg-accent-400 text-brand-900 hover:bg-accent-300",
    "btn-outline": "btn border-2 border-brand-700 text-brand-700 hover:(bg-brand-700 text-white)",
    chip: "inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:(border-brand-700 text-brand-700)",
    // The classes below are repeated on every page (menus, the course navigation, form fields): one
    // name each keeps a page's HTML shorter (about 11 KB of a course page's 56 KB before gzip). Within a
    // shortcut, hover and focus rules come after aria's: the current page and an invalid field are
    // marked ! to keep their look.
    icon: "inline-block shrink-0 align-middle",
    "nav-chip": "chip aria-[current=page]:(!bg-brand-700 !text-white !border-brand-700)",
    "drawer-link":
      "block rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-50 aria-[current=page]:(!bg-brand-50 font-semibold !text-brand-800)",
    "menu-link":
      "block px-4 py-2 font-medium normal-case text-slate-700 hover:(bg-slate-50 text-brand-700) aria-[current=page]:(!bg-brand-50 !text-brand-800)",
    "footer-link": "inline-flex min-h-7 items-center hover:(text-white underline)",
    // In every page's HTML and the app's code, shown only while a page waits for the connection (layout.tsx).
    "page-waiting":
      "fixed inset-x-3 top-[78px] z-40 flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 shadow-lg lg:(left-auto right-6 top-[100px] max-w-md)",
    "field-control":
      "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:(border-brand-600 outline-none ring-2 ring-brand-600/30) aria-[invalid=true]:!border-red-600",
    "nav-link":
      "inline-flex min-h-11 items-center rounded-md px-3 text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700",
    "bar-item":
      "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-slate-700 aria-[current=page]:text-brand-700",
    // The notice of forms kept on the device, and its list (src/forms/kept-forms/kept-forms-notice.ts): above the phone's bottom bar.
    "kept-forms-notice":
      "card fixed inset-x-3 bottom-20 z-40 grid gap-3 p-4 shadow-lg lg:(inset-x-auto bottom-6 right-6 max-w-sm)",
    "kept-forms-notice-told": "grid list-none gap-1 p-0 text-slate-800",
    "kept-forms-notice-buttons": "flex flex-wrap gap-2",
    "kept-forms-dialog": "card w-[min(32rem,calc(100%-1.5rem))] p-5 backdrop:bg-slate-900/50",
    "kept-forms-dialog-list": "my-4 grid list-none gap-3 p-0",
    "kept-forms-dialog-item": "grid gap-2 rounded-lg border border-slate-200 p-3",
    "kept-forms-typed": "m-0 whitespace-pre-wrap rounded bg-slate-100 p-2 text-sm text-slate-900",
    "carousel-button":
      "flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:(border-brand-700 text-brand-700)",
    "skip-link":
      "sr-only focus:(not-sr-only fixed left-3 top-3 z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg)",
  },
  preflights: [
    {
      getCSS: () => `
        html { scroll-padding-top: 100px; scroll-padding-bottom: 80px; }
        form :is(input, select, textarea):target { scroll-margin-top: 3rem; }
        @keyframes drawer-in { from { opacity: 0; transform: translateX(16px); } }
        .drawer-item { animation: drawer-in 0.25s ease-out both; animation-delay: calc(var(--i, 0) * 0.05s); }
        @media (prefers-reduced-motion: reduce) { .drawer-item { animation: none; } }
        dialog.drawer:popover-open { position: fixed; inset: 0 0 0 auto; overscroll-behavior: contain; }
        html:has(dialog:modal) { overflow: hidden; }
        summary::-webkit-details-marker { display: none; }
        form:not([${MARKERS.sending}="held"]) .held-status { display: none; }
        .kept-forms-notice [hidden], .kept-forms-dialog [hidden] { display: none !important; }
        form[${MARKERS.sending}="held-failed"] .held-failed-status, html[${MARKERS.scriptsFailed}] form[${MARKERS.hydrated}="false"] .held-failed-status { display: block; }
        html[${MARKERS.pageWaiting}] .page-waiting { display: flex; }
        /* A link followed: a bar runs along the top until the next page is drawn, if that takes a while. */
        @keyframes page-coming-shown { from { opacity: 0; } }
        @keyframes page-coming { from { background-position: -100% 0; } to { background-position: 200% 0; } }
        html[${MARKERS.pageComing}] body::before { content: ""; position: fixed; inset: 0 0 auto; z-index: 60; height: 3px; background: linear-gradient(90deg, transparent, #1d4fd8, transparent) no-repeat 0 0 / 50% 100%; animation: page-coming-shown 0s 0.4s both, page-coming 1.2s linear 0.4s infinite; }
        @media (prefers-reduced-motion: reduce) { html[${MARKERS.pageComing}] body::before { background: #1d4fd8; animation: page-coming-shown 0s 0.4s both; } }
        form[${MARKERS.sending}="held"] [type=submit] { opacity: 0.7; cursor: progress; }
        .menu-popover { inset: auto; margin: 4px 0 0; position-area: bottom span-right; position-try-fallbacks: flip-inline; }
        @supports not (position-area: bottom) { .menu-popover { inset: 96px auto auto 50%; translate: -50% 0; } }
        .menu-button:has(+ :popover-open) .menu-chevron { rotate: 180deg; }
        .contact-panel { inset: auto 0.75rem 5rem auto; margin: 0; }
        @media (min-width: ${BREAKPOINTS.lg}px) { .contact-panel { inset: auto 1.5rem 1.5rem auto; } }
        .hero-slide { opacity: 0; animation-timing-function: ease-in-out; animation-iteration-count: infinite; animation-fill-mode: both; }
        .hero-slide:first-child { opacity: 1; }
        .hero:has(.hero-pause :checked) .hero-slide { animation-play-state: paused; }
        .hero-pause:has(:focus-visible) { outline: 3px solid #f59e0b; outline-offset: 2px; }
        .hero-pause input { appearance: none; flex: none; width: 1.125rem; height: 1.125rem; margin: 0; border: 2px solid #fff; border-radius: 0.25rem; background: transparent center / 100% no-repeat; }
        .hero-pause input:checked { border-color: #fbbf3c; background-color: #fbbf3c; background-image: url("${CHECK_MARK}"); }
        @media (forced-colors: active) { .hero-pause input { appearance: auto; } }
        @media (prefers-reduced-motion: reduce) { .hero-slide { animation: none !important; } .hero-pause { display: none; } }
        ${heroCounts.map(heroFadeKeyframes).join("\n        ")}
        body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
        /* Devanagari is never spaced out: its letters join along the top line. The phone's own Devanagari font draws it. */
        [class*="tracking-"]:lang(ne) { letter-spacing: normal; }
        :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
        .carousel-frame { position: relative; overflow: hidden; min-width: 0; --n: var(--per-view-0); }
        .carousel-frame > .swiper-wrapper { display: flex; gap: var(--gap); overflow-x: auto; scroll-snap-type: x mandatory;
          overscroll-behavior-x: contain; scrollbar-width: none; }
        .carousel-frame > .swiper-wrapper::-webkit-scrollbar { display: none; }
        .carousel-frame > .swiper-wrapper > .swiper-slide { flex: 0 0 calc((100% - (var(--n) - 1) * var(--gap)) / var(--n));
          min-width: 0; height: auto; scroll-snap-align: start; }
        .carousel-frame.swiper-initialized > .swiper-wrapper { gap: 0; }
        ${carouselPerView()}
      `,
    },
  ],
});
