import type { Worker } from "node:worker_threads";
import { typescriptWorker } from "../../../../scripts/lib/typescript-worker.ts";
import { SVG_REBUILD_MS } from "./svg-limits.ts";
import type { SvgJob, SvgWorkerMessage } from "./svg-worker.ts";

interface Job {
  resolve: (result: string | "too slow") => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Running {
  worker: Worker;
  /** Settles once the worker has loaded jsdom, when its jobs start to be timed. */
  ready: Promise<void>;
  jobs: Map<number, Job>;
}

let running: Running | undefined;
let lastId = 0;

/**
 * rebuildSvg() in a worker thread, so the dev server answers other requests while a large SVG is
 * rebuilt; "too slow" when it takes longer than `limit` (the worker is then stopped, and a new one
 * started for the next SVG). One worker is kept for every upload: starting jsdom takes seconds, and
 * is not counted in `limit`.
 */
export async function rebuildSvgInWorker(text: string, limit = SVG_REBUILD_MS): Promise<string | "too slow"> {
  const id = ++lastId;
  const current = (running ??= startWorker());
  current.worker.ref();
  const result = new Promise<string | "too slow">((resolve, reject) => current.jobs.set(id, { resolve, reject }));
  await current.ready;
  const job = current.jobs.get(id);
  if (job) {
    job.timer = setTimeout(() => stop(current, (stopped) => stopped.resolve("too slow")), limit);
    current.worker.postMessage({ id, text } satisfies SvgJob);
  }
  return result;
}

function startWorker(): Running {
  const worker = typescriptWorker(new URL("./svg-worker.ts", import.meta.url));
  let markReady = () => {};
  const started: Running = { worker, ready: new Promise((resolve) => (markReady = resolve)), jobs: new Map() };
  worker.on("message", (message: SvgWorkerMessage) => {
    if ("ready" in message) return markReady();
    const job = started.jobs.get(message.id);
    if (!job) return;
    started.jobs.delete(message.id);
    clearTimeout(job.timer);
    // An idle worker must not keep the dev server, or a test, from exiting.
    if (started.jobs.size === 0) worker.unref();
    if ("error" in message) job.reject(new Error(`Rebuilding an SVG failed: ${message.error}`));
    else job.resolve(message.svg);
  });
  const failed = (error: Error) => {
    stop(started, (job) => job.reject(error));
    markReady();
  };
  worker.on("error", failed);
  // Out of memory, say: its jobs are answered, never left waiting.
  worker.on("exit", (code) => failed(new Error(`The SVG worker stopped (exit code ${code}).`)));
  return started;
}

/** Stops a worker that took too long or failed, and answers every SVG it still had. */
function stop(ended: Running, answer: (job: Job) => void): void {
  if (running === ended) running = undefined;
  void ended.worker.terminate();
  for (const job of ended.jobs.values()) {
    clearTimeout(job.timer);
    answer(job);
  }
  ended.jobs.clear();
}
