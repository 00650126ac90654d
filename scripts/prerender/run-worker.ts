import { Worker } from "node:worker_threads";

/**
 * Runs a TypeScript module in a worker thread and settles when it ends: tsx's loader is registered
 * in the worker first, since a worker does not inherit the loader tsx started this process with.
 */
export function runWorker(module: URL, workerData: unknown): Promise<void> {
  const start = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  const worker = new Worker(start, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    worker.on("error", reject);
    worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${module.pathname} exited with ${code}`))));
  });
}
