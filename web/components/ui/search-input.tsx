import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { controlClassName } from './field-styles';

/** A search box named by its placeholder text ('Search lists...'), with a magnifier. */
export function SearchInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={cn(controlClassName, 'pl-9')}
      />
    </div>
  );
}
