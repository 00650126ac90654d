import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { KeptSubmission } from "./kept-submission";

interface KeptFormsSchema extends DBSchema {
  submissions: { key: string; value: KeptSubmission };
}

const DATABASE = "kept-forms";
const STORE = "submissions";

/** The submissions this device keeps until they are sent (IndexedDB: every engine, kept across visits). */
export interface KeptFormsStore {
  all(): Promise<KeptSubmission[]>;
  get(id: string): Promise<KeptSubmission | undefined>;
  put(submission: KeptSubmission): Promise<void>;
  remove(id: string): Promise<void>;
}

let opening: Promise<KeptFormsStore> | undefined;

/**
 * The device's store of kept forms, or a rejection where it cannot keep one (no IndexedDB, storage
 * turned off, some private modes) or cannot keep it to one tab at a time (no Web Locks): the form
 * then says what it always said, and keeps what was typed.
 */
export function openKeptFormsStore(): Promise<KeptFormsStore> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function open(): Promise<KeptFormsStore> {
  if (typeof indexedDB === "undefined") throw new Error("This browser has no IndexedDB");
  if (!("locks" in navigator)) throw new Error("This browser has no Web Locks");
  const database: IDBPDatabase<KeptFormsSchema> = await openDB<KeptFormsSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "id" });
    },
  });
  return {
    all: async () => (await database.getAll(STORE)).sort((a, b) => a.keptAt - b.keptAt),
    get: (id) => database.get(STORE, id),
    put: async (submission) => void (await database.put(STORE, submission)),
    remove: (id) => database.delete(STORE, id),
  };
}
