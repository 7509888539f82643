import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, labelClassName } from './field-styles';

type SelectFieldProps<T extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** The chosen value, typed as the options' values are: a native select offers nothing else. */
  onValue?: (value: T) => void;
};

/** A labelled native select, styled like TextField. */
export function SelectField<T extends string>({ label, options, className, onValue, onChange, ...props }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={cn(controlClassName, 'mt-1.5 pr-8')}
        onChange={(event) => {
          onChange?.(event);
          onValue?.(event.target.value as T);
        }}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
