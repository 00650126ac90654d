import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

export const recordedDurations = (recorded = RECORDED_DURATIONS): Durations => read(recorded);

/** Every file this run timed, whichever project ran it. */
export function thisRunsDurations(folder = THIS_RUNS_DURATIONS): Durations {
  if (!existsSync(folder)) return {};
  const projects = readdirSync(folder).filter((file) => file.endsWith(".json"));
  return Object.assign({}, ...projects.map((file) => read(join(folder, file))));
}

const write = (file: string, durations: Durations) => {
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
};

/** Where the reporter writes: this run's seconds by project, and the seconds a whole run records. */
export interface DurationFiles {
  root: string;
  thisRun: string;
  recorded: string;
}

/**
 * Times each test file from the moment Vitest queues it to its end (its imports, hooks and tests, as the
 * worker lived them), and writes them where `npm test` reads them.
 */
export class DurationsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly seconds = new Map<string, Durations>();

  constructor(
    private readonly files: DurationFiles = { root: ROOT, thisRun: THIS_RUNS_DURATIONS, recorded: RECORDED_DURATIONS },
    private readonly now = () => performance.now(),
  ) {}

  onTestModuleQueued(module: Pick<TestModule, "moduleId">): void {
    this.started.set(module.moduleId, this.now());
  }

  onTestModuleEnd(module: Pick<TestModule, "moduleId"> & { project: { name: string } }): void {
    const began = this.started.get(module.moduleId) ?? this.now();
    const project = module.project.name;
    const times = this.seconds.get(project) ?? {};
    times[relative(this.files.root, module.moduleId)] = Math.round((this.now() - began) / 100) / 10;
    this.seconds.set(project, times);
  }

  onTestRunEnd(): void {
    const { thisRun, recorded } = this.files;
    for (const [project, times] of this.seconds) write(join(thisRun, `${project}.json`), times);
    if (!process.env[RECORD_VARIABLE]) return;
    // Over what the last whole run recorded (a run stopped by a failure times only some files), but for
    // files since gone.
    const kept = Object.entries(recordedDurations(recorded)).filter(([file]) =>
      existsSync(join(this.files.root, file)),
    );
    write(recorded, { ...Object.fromEntries(kept), ...thisRunsDurations(thisRun) });
  }
}

/** Files in the order to start them: by project as given, and within each the longest first (the rest as given). */
export function longestFirst<T extends { moduleId: string; project: { name: string } }>(
  files: T[],
  secondsOf: (file: T) => number,
): T[] {
  const projects = [...new Set(files.map((file) => file.project.name))];
  return projects.flatMap((name) =>
    files.filter((file) => file.project.name === name).sort((a, b) => secondsOf(b) - secondsOf(a)),
  );
}
