import type { Worker } from "node:worker_threads";
import { typescriptWorker } from "../../../scripts/typescript-worker.ts";
import { SVG_REBUILD_MS } from "./svg-limits.ts";
import type { SvgJob, SvgJobDone } from "./svg-worker.ts";

interface Job {
  resolve: (result: string | "too slow") => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
const jobs = new Map<number, Job>();
let lastId = 0;

/**
 * rebuildSvg() in a worker thread, so the dev server answers other requests while a large SVG is
 * rebuilt; "too slow" when it takes longer than `limit` (the worker is then stopped, and a new one
 * started for the next SVG). One worker is kept for every upload: starting jsdom takes a second.
 */
export function rebuildSvgInWorker(text: string, limit = SVG_REBUILD_MS): Promise<string | "too slow"> {
  const id = ++lastId;
  const running = (worker ??= startWorker());
  running.ref();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop(running, (job) => job.resolve("too slow")), limit);
    jobs.set(id, { resolve, reject, timer });
    running.postMessage({ id, text } satisfies SvgJob);
  });
}

function startWorker(): Worker {
  const started = typescriptWorker(new URL("./svg-worker.ts", import.meta.url));
  started.on("message", (done: SvgJobDone) => {
    const job = jobs.get(done.id);
    if (!job) return;
    jobs.delete(done.id);
    // An idle worker must not keep the dev server, or a test, from exiting.
    if (jobs.size === 0) started.unref();
    clearTimeout(job.timer);
    if ("error" in done) job.reject(new Error(`Rebuilding an SVG failed: ${done.error}`));
    else job.resolve(done.svg);
  });
  started.on("error", (error) => stop(started, (job) => job.reject(error)));
  return started;
}

/** Stops a worker that took too long or failed, and answers every SVG it still had. */
function stop(ended: Worker, answer: (job: Job) => void): void {
  if (worker === ended) worker = undefined;
  void ended.terminate();
  for (const [id, job] of jobs) {
    jobs.delete(id);
    clearTimeout(job.timer);
    answer(job);
  }
}
