import clsx from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { isPreviewMessage, PREVIEW_ADDRESS, type PreviewMessage } from "./preview-messages";

const DEVICES = {
  phone: { label: "Phone", width: 375 },
  desktop: { label: "Desktop", width: 1280 },
} as const;
type Device = keyof typeof DEVICES;

/** How long typing pauses before the preview draws the change. */
const DRAW_DELAY_MS = 150;

/** The box's size as it lays out. */
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
  /** Counts saves of other documents: the frame reloads to draw the site's menus and lists as saved. */
  siteChanges: number;
}

/**
 * The page as visitors will see it, beside the form: the site's own layout, components and styles
 * in a frame (/__edit/preview) as wide as a phone or a desktop, scaled down to fit, redrawn a
 * moment after each change.
 */
export function PreviewFrame({ document, waiting, siteChanges }: PreviewFrameProps) {
  const [device, setDevice] = useState<Device>("desktop");
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, size] = useSize();
  const latest = useRef({ document, waiting });
  latest.current = { document, waiting };

  const send = useCallback(() => {
    const message = { type: "editor-preview-document", ...latest.current } as PreviewMessage;
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  // The frame asks whenever it (re)loads: at first, and after the dev server reloads it.
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isPreviewMessage(event.data)) return;
      if (event.data.type === "editor-preview-ready") send();
    };
    window.addEventListener("message", answer);
    return () => window.removeEventListener("message", answer);
  }, [send]);

  // The frame's site modules are those it loaded; reloaded, it asks for the document again.
  useEffect(() => {
    if (siteChanges > 0) frame.current?.contentWindow?.location.reload();
  }, [siteChanges]);

  useEffect(() => {
    const timer = setTimeout(send, DRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [document, send]);

  const { width } = DEVICES[device];
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  return (
    <section aria-labelledby="preview-heading" className="grid h-full grid-rows-[auto_1fr] gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-bold">
          Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(DEVICES) as Device[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={device === key}
              onClick={() => setDevice(key)}
              className={clsx(
                "rounded-md border px-3 py-1 text-sm",
                device === key
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white hover:bg-slate-100",
              )}
            >
              {DEVICES[key].label} ({DEVICES[key].width} px)
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className="relative min-h-0 overflow-hidden rounded-lg border border-slate-300 bg-slate-200">
        <iframe
          ref={frame}
          src={PREVIEW_ADDRESS}
          title="Preview of the page"
          data-device={device}
          className="absolute top-0 border-0 bg-white"
          style={{
            width,
            height: size.height / scale,
            left: Math.max(0, (size.width - width * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: "0 0",
          }}
        />
      </div>
    </section>
  );
}
