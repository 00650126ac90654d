import { useEffect, useEffectEvent } from "react";
import { onSignal } from "./kept-forms-signals";

/**
 * Hears what becomes of the submission this form kept on the device (`keptId`), sent later by this
 * tab or another: `onSent`, or `onDropped` (refused for good, or kept too long).
 */
export function useKeptFormNews(
  keptId: string | undefined,
  { onSent, onDropped }: { onSent: () => void; onDropped: () => void },
): void {
  const sent = useEffectEvent(onSent);
  const dropped = useEffectEvent(onDropped);
  useEffect(() => {
    if (keptId === undefined) return undefined;
    return onSignal((message) => {
      if (message.kind === "changed" || message.submission.id !== keptId) return;
      if (message.kind === "sent") sent();
      else dropped();
    });
  }, [keptId]);
}
