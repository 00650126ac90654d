import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** How long a deploy waits for the one before it (a build takes about half a minute). */
const WAIT_MS = 15 * 60_000;

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
 * holds it, so a lock left by a process that died is taken over rather than waited on for ever.
 * Answers the function that releases it.
 */
export async function takeDeployLock(folder: string, onWait: () => void): Promise<() => void> {
  const lock = join(folder, ".deploy-lock");
  const until = Date.now() + WAIT_MS;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(readPid(lock));
    // A lock just made has no pid yet: its maker is alive, so wait.
    if (holder > 0 && !alive(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > until) throw new Error(`another deploy has held ${lock} for over ${WAIT_MS / 60_000} minutes`);
    if (!told) onWait();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function readPid(lock: string): string {
  try {
    return readFileSync(join(lock, "pid"), "utf8");
  } catch {
    return "";
  }
}
