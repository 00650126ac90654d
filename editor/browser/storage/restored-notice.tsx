interface RestoredNoticeProps {
  /** When the changes were last kept (ms since 1970). */
  at: number;
  onDiscard: () => void;
}

/** Says that changes not saved before the editor was left are back, and offers to throw them away. */
export function RestoredNotice({ at, onDiscard }: RestoredNoticeProps) {
  const when = new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
      Your changes of {when}, which were not saved, are back: save them when you are ready.{" "}
      <button type="button" onClick={onDiscard} className="font-semibold underline">
        Discard them
      </button>
    </p>
  );
}
