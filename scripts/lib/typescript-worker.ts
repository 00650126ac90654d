import { Worker } from "node:worker_threads";

/**
 * A worker thread running a TypeScript module: tsx's loader is registered in the worker first,
 * since a worker does not inherit the loader this process was started with (if any).
 */
export function typescriptWorker(module: URL, workerData?: unknown): Worker {
  const start = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(start, { eval: true, workerData });
}
