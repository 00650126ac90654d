import { useEffect, useEffectEvent } from "react";

/**
 * Once React has taken over the pre-rendered input with this id, hands it to `adopt` if the visitor
 * had already typed into it or chosen a file: what they did before the scripts started is kept.
 */
export function useEarlyInput(id: string, adopt: (input: HTMLInputElement) => void): void {
  const adoptOnce = useEffectEvent(adopt);
  useEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && input.value !== "") adoptOnce(input);
  }, [id]);
}
