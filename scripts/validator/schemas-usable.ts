import { SchemaFileError } from "./create-ajv.ts";

/**
 * Runs a command's work over the schemas (or waits for it); a schema that cannot be used ends the
 * command with its file, place and fix in a sentence (exit 2), not a stack trace.
 */
export function schemasUsable<T>(work: () => T): T {
  try {
    const result = work();
    return (result instanceof Promise ? result.catch(endInASentence) : result) as T;
  } catch (error) {
    return endInASentence(error);
  }
}

function endInASentence(error: unknown): never {
  if (!(error instanceof SchemaFileError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
