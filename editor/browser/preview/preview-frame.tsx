import { useCallback, useEffect, useRef, useState } from "react";
import { BREAKPOINTS } from "../../../src/lib/breakpoints";
import { ToggleGroup } from "../toggle-group";
import { PREVIEW_ADDRESS } from "../boot/editor-addresses";
import { isPreviewMessage, type PreviewMessage, type PreviewView } from "./preview-messages";
import { previewScale, readableZoom, ZOOMS, type Zoom } from "./preview-zoom";

const DEVICES = {
  phone: { label: "Phone", width: 375 },
  desktop: { label: "Desktop", width: 1280 },
} as const;
type Device = keyof typeof DEVICES;

const DEVICE_OPTIONS = (Object.keys(DEVICES) as Device[]).map((value) => ({
  value,
  label: `${DEVICES[value].label} (${DEVICES[value].width} px)`,
}));
/** On a phone the author most likely checks the page as a phone shows it. */
const PHONE_SCREEN = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;
const ZOOM_OPTIONS = ZOOMS.map((value) => ({ value, label: value === "fit" ? "Fit" : `${value * 100}%` }));
const VIEW_OPTIONS: { value: PreviewView; label: string }[] = [
  { value: "page", label: "Page" },
  { value: "card", label: "Card and menu" },
];

/** How long typing pauses before the preview draws the change. */
const DRAW_DELAY_MS = 150;

/** The box's size as it lays out (0 by 0 while hidden). */
function useSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

interface PreviewFrameProps {
  document: unknown;
  waiting: Record<number, string[]>;
  /** Whether the document has a card (a course or a service), which the preview can show as lists do. */
  hasCard: boolean;
  /** The JSON pointer of the field that has focus in the form: the preview shows and outlines it. */
  focused: string | undefined;
  /** A click in the preview: the parts of the document it landed in and the words clicked. */
  onPick: (scopes: string[], text: string) => void;
  /** Counts saves of other documents: the frame reloads to draw the site's menus and lists as saved. */
  siteChanges: number;
}

/**
 * The page as visitors will see it, beside the form: the site's own layout, components and styles
 * in a frame (/edit/preview/) as wide as a phone or a desktop, zoomed to fit or to read, redrawn a
 * moment after each change, following the field in focus; or the page's card, as lists show it.
 */
export function PreviewFrame({ document, waiting, hasCard, focused, onPick, siteChanges }: PreviewFrameProps) {
  const [device, setDevice] = useState<Device>(() => (matchMedia(PHONE_SCREEN).matches ? "phone" : "desktop"));
  const [chosenZoom, setChosenZoom] = useState<Zoom>();
  const [chosenView, setView] = useState<PreviewView>("page");
  const view = hasCard ? chosenView : "page";
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, size] = useSize();
  const latest = useRef({ document, waiting, view, focused, onPick });
  latest.current = { document, waiting, view, focused, onPick };

  const post = useCallback((message: PreviewMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  const send = useCallback(() => {
    const { document, waiting, view } = latest.current;
    post({ type: "editor-preview-document", document, waiting, view } as PreviewMessage);
  }, [post]);
  const sendFocus = useCallback(() => post({ type: "editor-preview-focus", pointer: latest.current.focused }), [post]);

  // The frame's site modules are those it loaded, so another document's save reloads it; while it
  // is still loading, once it is ready: a reload that cuts the one before short draws nothing sooner.
  const reload = useRef({ loading: true, stale: false });
  const reloadFrame = useCallback(() => {
    reload.current = { loading: true, stale: false };
    frame.current?.contentWindow?.location.reload();
  }, []);
  useEffect(() => {
    if (siteChanges === 0) return;
    if (reload.current.loading) reload.current.stale = true;
    else reloadFrame();
  }, [siteChanges, reloadFrame]);

  // The frame asks whenever it (re)loads: at first, and after it is reloaded.
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isPreviewMessage(event.data)) return;
      if (event.data.type === "editor-preview-ready") {
        if (reload.current.stale) return reloadFrame();
        reload.current.loading = false;
        send();
        sendFocus();
      }
      if (event.data.type === "editor-preview-pick") latest.current.onPick(event.data.scopes, event.data.text);
    };
    window.addEventListener("message", answer);
    return () => window.removeEventListener("message", answer);
  }, [send, sendFocus, reloadFrame]);

  useEffect(() => {
    const timer = setTimeout(send, DRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [document, send]);
  useEffect(send, [view, send]);

  // Again once the frame is shown (a hidden frame cannot scroll) and whenever its width changes.
  const shown = size.width > 0;
  useEffect(() => {
    if (shown) sendFocus();
  }, [focused, shown, device, sendFocus]);

  const { width } = DEVICES[device];
  const zoom = device === "phone" ? "fit" : (chosenZoom ?? readableZoom(size.width, width));
  const scale = previewScale(zoom, size.width, width);
  // A page zoomed wider than the box opens at its middle, where the site's content column is.
  useEffect(() => {
    const element = box.current;
    if (element && shown) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [box, scale, device, shown]);
  return (
    <section aria-labelledby="preview-heading" className="grid h-full grid-rows-[auto_1fr] gap-2">
      {/* Below the large breakpoint the Form/Preview switch names the pane. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 max-sm:px-3">
        <h2 id="preview-heading" className="mr-auto text-lg font-bold max-lg:sr-only">
          Preview
        </h2>
        {hasCard ? <ToggleGroup label="Preview of" options={VIEW_OPTIONS} value={view} onChange={setView} /> : null}
        <ToggleGroup label="Preview width" options={DEVICE_OPTIONS} value={device} onChange={setDevice} />
        {device === "desktop" ? (
          <ToggleGroup label="Zoom" options={ZOOM_OPTIONS} value={zoom} onChange={setChosenZoom} />
        ) : null}
      </div>
      <div
        ref={box}
        className="relative min-h-0 overflow-x-auto overflow-y-hidden border-y border-slate-300 bg-slate-200 sm:(rounded-lg border-x)"
      >
        <div className="relative mx-auto h-full" style={{ width: width * scale }}>
          <iframe
            ref={frame}
            src={PREVIEW_ADDRESS}
            title="Preview of the page"
            data-device={device}
            data-scale={scale}
            className="absolute left-0 top-0 border-0 bg-white"
            style={{ width, height: size.height / scale, transform: `scale(${scale})`, transformOrigin: "0 0" }}
          />
        </div>
      </div>
    </section>
  );
}
