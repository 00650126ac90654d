import { typescriptWorker } from "../../lib/typescript-worker.ts";

/** Runs a TypeScript module in a worker thread and settles when it ends. */
export function runWorker(module: URL, workerData: unknown): Promise<void> {
  const worker = typescriptWorker(module, workerData);
  return new Promise((resolve, reject) => {
    worker.on("error", reject);
    worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${module.pathname} exited with ${code}`))));
  });
}
