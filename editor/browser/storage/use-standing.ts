import { useEffect, useState } from "react";
import type { Standing } from "../../documents/storage-contract";
import { useStorage } from "./storage-context";

/**
 * Where a document stands against what the site is built from (the storage's answer), asked again at
 * each version saved; undefined until it answers, or where it cannot.
 */
export function useStanding(file: string, version: string): Standing | undefined {
  const { standing } = useStorage();
  const [known, setKnown] = useState<{ at: string; standing: Standing }>();
  useEffect(() => {
    let current = true;
    const at = `${file}@${version}`;
    standing(file).then(
      (answer) => current && setKnown({ at, standing: answer }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [standing, file, version]);
  return known?.at === `${file}@${version}` ? known.standing : undefined;
}
