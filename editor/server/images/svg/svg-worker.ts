// The worker thread of rebuildSvgInWorker(): rebuilds one SVG at a time, off the dev server's thread.
import { parentPort } from "node:worker_threads";
import { rebuildSvg } from "./rebuild-svg.ts";

export interface SvgJob {
  id: number;
  text: string;
}

export type SvgWorkerMessage = { ready: true } | { id: number; svg: string } | { id: number; error: string };

parentPort?.on("message", ({ id, text }: SvgJob) => {
  rebuildSvg(text).then(
    (svg) => parentPort?.postMessage({ id, svg } satisfies SvgWorkerMessage),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies SvgWorkerMessage),
  );
});

// jsdom is loaded before the first job is timed: on a busy machine that alone takes seconds.
await rebuildSvg('<svg xmlns="http://www.w3.org/2000/svg"/>');
parentPort?.postMessage({ ready: true } satisfies SvgWorkerMessage);
