import type { ReactNode } from "react";

interface FilterFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** A labelled search box that narrows a list as the author types. */
export function FilterField({ id, label, value, onChange, placeholder }: FilterFieldProps) {
  return (
    <div className="grid w-full gap-1 sm:w-80">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="w-full rounded-md border border-slate-400 px-3 py-2"
      />
    </div>
  );
}
