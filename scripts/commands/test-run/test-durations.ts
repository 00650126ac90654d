import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const ROOT = join(import.meta.dirname, "../../..");

/**
 * Seconds each test file took in the last whole `npm test` (written by that run, never by hand): the
 * order the next run starts the files in, the longest first, clean clones (CI) included.
 */
export const RECORDED_DURATIONS = join(ROOT, "scripts/commands/test-run/test-durations.json");

/** Seconds each test file took in this run, one file per Vitest project, for `npm test`'s summary. */
export const THIS_RUNS_DURATIONS = join(ROOT, "node_modules/.cache/test-durations");

/** Set by `npm test` for its whole pipeline: only a whole run's times are worth ordering the next by. */
export const RECORD_VARIABLE = "RECORD_TEST_DURATIONS";

export type Durations = Record<string, number>;

const read = (file: string): Durations =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Durations) : {};

export const recordedDurations = (): Durations => read(RECORDED_DURATIONS);

/** Every file this run timed, whichever project ran it. */
export function thisRunsDurations(): Durations {
  const folder = THIS_RUNS_DURATIONS;
  if (!existsSync(folder)) return {};
  return Object.assign(
    {},
    ...["node", "dom", "forms", "built", "browser", "engines"].map((project) => read(join(folder, `${project}.json`))),
  );
}

const write = (file: string, durations: Durations) => {
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
};

/**
 * Times each test file from the moment Vitest queues it to its end (its imports, hooks and tests, as the
 * worker lived them), and writes them where `npm test` reads them.
 */
export class DurationsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly seconds = new Map<string, Durations>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const began = this.started.get(module.moduleId) ?? performance.now();
    const project = module.project.name;
    const times = this.seconds.get(project) ?? {};
    times[relative(ROOT, module.moduleId)] = Math.round((performance.now() - began) / 100) / 10;
    this.seconds.set(project, times);
  }

  onTestRunEnd(): void {
    for (const [project, times] of this.seconds) write(join(THIS_RUNS_DURATIONS, `${project}.json`), times);
    if (process.env[RECORD_VARIABLE]) write(RECORDED_DURATIONS, { ...recordedDurations(), ...thisRunsDurations() });
  }
}
