import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * One deploy at a time in `folder`: a lock folder made atomically (mkdir), naming the process that
 * holds it. Answers the function that releases it, or undefined while a live process holds it (that
 * deploy builds the newest commit before it lets go); a lock left by a process that died is taken over.
 */
export function tryDeployLock(folder: string): (() => void) | undefined {
  const lock = join(folder, ".deploy-lock");
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(readPid(lock));
    // A lock just made has no pid yet: its maker is alive.
    if (!(holder > 0) || alive(holder)) return undefined;
    rmSync(lock, { recursive: true, force: true });
  }
}

function readPid(lock: string): string {
  try {
    return readFileSync(join(lock, "pid"), "utf8");
  } catch {
    return "";
  }
}
