import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { sep } from "node:path";
import type { Refusal } from "../../../scripts/lib/refusal.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";

const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK } = constants;
const REFUSED_BY_OPEN: Record<string, Refusal> = {
  ELOOP: REFUSALS.symlink,
  EISDIR: REFUSALS.notAFile,
  ENXIO: REFUSALS.notAFile,
};

/** "replace" a file that is there, or write it whether it is there or not ("either"). */
export type WriteMode = "replace" | "either";

/** The bytes of the file at `path`, opened and checked as checkOpened() says. */
export function readChecked(path: string, folder: string): Buffer {
  return withChecked(path, folder, O_RDONLY | O_NOFOLLOW, (fd) => readFileSync(fd));
}

/** Writes `data` to the file at `path`, opened and checked as checkOpened() says before a byte is written. */
export function writeChecked(path: string, folder: string, data: string | Uint8Array, mode: WriteMode): void {
  const write = (fd: number) => {
    ftruncateSync(fd, 0);
    writeFileSync(fd, data);
  };
  if (mode === "replace") return withChecked(path, folder, O_WRONLY | O_NOFOLLOW, write);
  try {
    return withChecked(path, folder, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, write);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return withChecked(path, folder, O_WRONLY | O_NOFOLLOW, write);
  }
}

function withChecked<T>(path: string, folder: string, flags: number, act: (fd: number) => T): T {
  let fd: number;
  try {
    // O_NOFOLLOW: a symbolic link at the file's name is refused (ELOOP), not followed. O_NONBLOCK:
    // a named pipe there must not hold the server until something writes to it.
    fd = openSync(path, flags | O_NONBLOCK, 0o644);
  } catch (error) {
    const refusal = REFUSED_BY_OPEN[(error as NodeJS.ErrnoException).code ?? ""];
    throw refusal ? new RequestError(refusal) : error;
  }
  try {
    checkOpened(fd, path, folder);
    return act(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * What the editor checks of a file once it holds it open, so nothing swapped in after a check of
 * its name can pass: an ordinary file, with one name only (a hard link would carry the write to
 * another name, perhaps outside the project), that is still the file its path names, inside `folder`.
 */
function checkOpened(fd: number, path: string, folder: string): void {
  const opened = fstatSync(fd);
  if (!opened.isFile()) throw new RequestError(REFUSALS.notAFile);
  if (opened.nlink !== 1) throw new RequestError(REFUSALS.hardLink);
  const real = realpathSync(path);
  if (!real.startsWith(`${realpathSync(folder)}${sep}`)) throw new RequestError(REFUSALS.symlink);
  const named = lstatSync(real);
  if (named.ino !== opened.ino || named.dev !== opened.dev) throw new RequestError(REFUSALS.symlink);
}
