import type { ReactNode } from "react";
import { cx } from "./cx";

const card = (chosen: boolean) =>
  cx("cursor-pointer rounded-md border p-3", chosen ? "border-zinc-900 bg-zinc-50" : "border-zinc-200");

export type RadioOption<T> = { value: T; label: ReactNode; description?: ReactNode };

/**
 * One choice out of a few, as radio buttons under a legend. `asCards` frames each option and marks the chosen one,
 * for options that carry a description.
 */
export function RadioGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  asCards = false,
}: {
  legend: string;
  name: string;
  options: RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  asCards?: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx("flex items-start gap-2 text-sm text-zinc-800", asCards && card(value === option.value))}
        >
          <input
            type="radio"
            name={name}
            className="mt-0.5 size-4 accent-zinc-900"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.description ? (
            <span>
              <span className="font-medium text-zinc-900">{option.label}</span>
              <span className="block text-zinc-600">{option.description}</span>
            </span>
          ) : (
            option.label
          )}
        </label>
      ))}
    </fieldset>
  );
}
