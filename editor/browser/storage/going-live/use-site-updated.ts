import { useEffect, useState } from "react";
import { liveVersion } from "./follow-publish";

/**
 * When the live site was last built, as its /version.json says (asked once, where `asked`): the time
 * the version visitors see went live. Undefined until it answers, or where it cannot.
 */
export function useSiteUpdated(asked: boolean): Date | undefined {
  const [builtAt, setBuiltAt] = useState<Date>();
  useEffect(() => {
    if (!asked) return;
    let current = true;
    void liveVersion().then((version) => {
      const at = version?.builtAt ? new Date(version.builtAt) : undefined;
      if (current && at && !Number.isNaN(at.getTime())) setBuiltAt(at);
    });
    return () => {
      current = false;
    };
  }, [asked]);
  return builtAt;
}
