import { useId, useState } from 'react';
import { CSV_MAX_BYTES, CSV_TEXTS } from '../../../common/csv';
import { labelClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';
import { csvFileProblem, readFileText } from './read-file';

/** A chosen file, read: what was uploaded for the preview is what the import sends. */
export type CsvSource = { name: string; size: number; text: string };

/**
 * The file choice of an import dialog: refuses what is not a CSV file or is too large before
 * reading it, then reads it. `onRead` gets the text once it is in memory.
 */
export function useCsvSource(onRead: (source: CsvSource) => void) {
  const [source, setSource] = useState<CsvSource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function choose(file: File | null | undefined) {
    const refusal = csvFileProblem(file);
    setSource(null);
    setProblem(refusal);
    if (refusal !== null || !file) return;
    setReading(true);
    try {
      const read = { name: file.name, size: file.size, text: await readFileText(file) };
      // The server takes an empty upload for no file at all; say so without the round trip.
      if (read.text.trim() === '') {
        setProblem(CSV_TEXTS.noFileSelected);
        return;
      }
      setSource(read);
      onRead(read);
    } catch (error) {
      setProblem(errorReason(error));
    } finally {
      setReading(false);
    }
  }

  return { source, problem, setProblem, reading, choose };
}

type CsvFileFieldProps = {
  problem: string | null;
  disabled: boolean;
  onChoose: (file: File | null | undefined) => void;
};

/** A native file input (keyboard, drop and screen readers for free), limited to CSV files. */
export function CsvFileField({ problem, disabled, onChoose }: CsvFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {CSV_SCREEN_TEXTS.file}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        data-autofocus
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
        }}
        className={cn(
          'mt-1.5 block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 transition-colors hover:border-indigo-400 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 dark:hover:border-indigo-500',
          'file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-500 dark:file:bg-indigo-500',
        )}
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        {CSV_SCREEN_TEXTS.fileHint(CSV_MAX_BYTES / (1024 * 1024))}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

