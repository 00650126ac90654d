import type { PublishStep } from "../../../documents/storage-contract";

/**
 * A git repository as the editor's storage sees it, whatever carries it: smart HTTP (git-storage.ts) or
 * GitHub's REST API (../github/github-storage.ts). Versions are git blob ids in both, so a version read
 * through one is the same through the other.
 *
 * A draft is a branch, drafts/<name>, that may hold several pages; a save is one commit on it; Publish
 * puts the draft's changes on main and removes the branch. Every save and publish checks the version
 * each file was opened at: a file someone changed meanwhile comes back as a conflict, never overwritten.
 */
export interface RepositoryStorage {
  /** Checks the login and reads main: its latest commit. */
  open(): Promise<string>;
  /** Every file the draft has (or main, for a draft not begun) under the given folders, with its version. */
  files(draft: string | undefined, folders: readonly string[]): Promise<BranchFiles>;
  /** A file's text by its version. */
  text(version: string): Promise<string>;
  /** A file's bytes by its version (a picture). */
  bytes(version: string): Promise<Uint8Array>;
  /** A file as the draft has it (or main, for a draft not begun), with its version. */
  read(path: string, draft?: string): Promise<{ text: string; version: string } | null>;
  /** Saves files in one commit on the draft's branch (made from main when new). */
  save(draft: string, changes: readonly FileChange[], message: string): Promise<GitSaveOutcome>;
  /** The files the draft changed since it began from main, A to Z; none when there is no draft. */
  pending(draft: string): Promise<string[]>;
  /**
   * Puts the draft's changes on main in one commit (its message may be made from the files) and removes
   * the draft, telling `onStep` where it is as the host says (its checks, its build).
   */
  publish(
    draft: string,
    message: string | ((files: string[]) => string),
    onStep?: (step: PublishStep) => void,
  ): Promise<GitSaveOutcome>;
}

/** The files of a branch under some folders, each with its version (blob id), at one commit. */
export interface BranchFiles {
  commit: string;
  files: Map<string, string>;
}

/** A file of a save: its path from the repository's root and its new content (null removes it). */
export interface FileChange {
  path: string;
  content: string | Uint8Array | null;
  /** The version (blob id) the author began from; null for a file that did not exist. */
  openedAt: string | null;
}

/** A file someone else changed meanwhile: as it is now (null when removed), and its version. */
export interface ChangedMeanwhile {
  path: string;
  theirs: string | null;
  version: string | null;
}

export type GitSaveOutcome =
  /** `notBuilt`: on main, but the host's deploy says the site was not updated, and why (its words). */
  | { kind: "saved"; commit: string; versions: Record<string, string | null>; notBuilt?: string }
  | { kind: "conflict"; files: ChangedMeanwhile[] }
  | { kind: "refused"; message: string };
