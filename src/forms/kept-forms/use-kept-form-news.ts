import { useEffect, useEffectEvent } from "react";
import { onSignal } from "./kept-forms-signals";

/**
 * Hears what becomes of the submission this form kept on the device (`keptId`), sent later by this
 * tab or another: `onSent`, `onRefused` (refused for good: the form takes it back) or `onExpired`
 * (kept too long, dropped).
 */
export function useKeptFormNews(
  keptId: string | undefined,
  { onSent, onRefused, onExpired }: { onSent: () => void; onRefused: () => void; onExpired: () => void },
): void {
  const sent = useEffectEvent(onSent);
  const refused = useEffectEvent(onRefused);
  const expired = useEffectEvent(onExpired);
  useEffect(() => {
    if (keptId === undefined) return undefined;
    return onSignal((message) => {
      if (message.kind === "changed" || message.submission.id !== keptId) return;
      if (message.kind === "sent") sent();
      else if (message.kind === "refused") refused();
      else expired();
    });
  }, [keptId]);
}
