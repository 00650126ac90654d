import { join } from "node:path";

/** The repository's root folder: every tool reads pages/, schema/ and public/ from here. */
export const PROJECT_ROOT = join(import.meta.dirname, "../..");
