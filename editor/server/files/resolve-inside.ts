import { lstatSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { MAX_NAME_LENGTH, REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";

export interface ResolvedFile {
  /** The file's absolute path. */
  path: string;
  exists: boolean;
}

/**
 * Where `file` (relative to `root`) is on disk, when it lies inside `folder` (relative to `root`)
 * and its own folder exists. Refused when the file, or any folder between `folder` and it, is a
 * symbolic link: what is read or written must be the very file the path names, never what a link
 * leads to, inside the project or out. Both sides are compared after realpath, so a project that
 * itself sits under a link (/tmp on macOS) still works.
 */
export function resolveInside(root: string, folder: string, file: string): ResolvedFile {
  const inFolder = relative(folder, file);
  if (!inFolder || inFolder.startsWith("..") || isAbsolute(inFolder)) throw new RequestError(REFUSALS.badFile);
  if (inFolder.split(sep).some((name) => name.length > MAX_NAME_LENGTH)) throw new RequestError(REFUSALS.nameTooLong);
  const path = join(root, file);
  const base = realpath(join(root, folder));
  if (base === undefined) throw new RequestError(REFUSALS.noSuchDocument);
  const intended = join(base, inFolder);
  const entry = lstat(path);
  if (entry?.isSymbolicLink()) throw new RequestError(REFUSALS.symlink);
  const real = entry ? realpath(path) : realpath(dirname(path));
  if (real === undefined) throw new RequestError(REFUSALS.noSuchDocument);
  if (real !== (entry ? intended : dirname(intended))) throw new RequestError(REFUSALS.symlink);
  return { path, exists: entry !== undefined };
}

function lstat(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function realpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
