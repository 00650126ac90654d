import clsx from "clsx";

interface ToggleGroupProps<T extends string | number> {
  /** What the choice is about, for screen readers ("Preview width"). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  buttonClassName?: string;
}

/** A few buttons of which one is pressed: the editor's small either-or choices. */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
}: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={clsx("flex flex-wrap gap-1", className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "min-h-8 rounded-md border px-3 py-1 text-sm",
            buttonClassName,
            value === option.value
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white hover:bg-slate-100",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
