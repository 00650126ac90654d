// The worker thread of rebuildSvgInWorker(): rebuilds one SVG at a time, off the dev server's thread.
import { parentPort } from "node:worker_threads";
import { rebuildSvg } from "./rebuild-svg.ts";

export interface SvgJob {
  id: number;
  text: string;
}

export type SvgJobDone = { id: number; svg: string } | { id: number; error: string };

parentPort?.on("message", ({ id, text }: SvgJob) => {
  rebuildSvg(text).then(
    (svg) => parentPort?.postMessage({ id, svg } satisfies SvgJobDone),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies SvgJobDone),
  );
});
