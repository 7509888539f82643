import { useId } from 'react';
import type { ColumnMapping, ImportColumns } from '../../../common/csv';
import { listNameSchema } from '../../../common/lists';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';

/**
 * The mapping step of a file that is not the old format (issue #38): which column holds the
 * handles, and which the list names, or one list (of mine, or a new name) for every handle. The
 * draft is what the person is choosing; `resolveMapping` turns it into the query the server
 * checks again.
 */
export type MappingDraft = {
  handles: number;
  source: 'column' | 'one';
  list: number;
  /** '' for a new list, else the name of a list of mine. */
  existing: string;
  newName: string;
};

/** The first draft: the server's guess, or the first column and one new list. */
export function initialDraft(columns: ImportColumns): MappingDraft {
  const { handles, list } = columns.guess;
  const listColumn = list !== null && list !== handles ? list : null;
  return { handles: handles ?? 0, source: listColumn === null ? 'one' : 'column', list: listColumn ?? 0, existing: '', newName: '' };
}

/** The mapping a draft sends, or why it cannot be sent yet (a new list's name, by the lists' own rule). */
export function resolveMapping(draft: MappingDraft): { mapping: ColumnMapping; problem: null } | { mapping: null; problem: string } {
  if (draft.source === 'column') return { mapping: { handles: draft.handles, list: draft.list }, problem: null };
  if (draft.existing !== '') return { mapping: { handles: draft.handles, into: draft.existing }, problem: null };
  const name = listNameSchema.safeParse(draft.newName);
  return name.success ? { mapping: { handles: draft.handles, into: name.data }, problem: null } : { mapping: null, problem: name.error.issues[0]?.message ?? '' };
}

type ColumnMappingStepProps = {
  columns: ImportColumns;
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
  /** The names of my lists, for 'Put all into one list'. */
  lists: string[];
  /** Why the draft cannot be previewed, once the person asked. */
  problem: string | null;
  disabled: boolean;
};

export function ColumnMappingStep({ columns, draft, onChange, lists, problem, disabled }: ColumnMappingStepProps) {
  const headingId = useId();
  const radios = useId();
  const columnOptions = columns.columns.map((name, index) => ({ value: String(index), label: CSV_SCREEN_TEXTS.columnOption(index, name) }));
  const set = (change: Partial<MappingDraft>) => {
    onChange({ ...draft, ...change });
  };
  // A file of one column has no column of list names to offer.
  const listColumnChoice = columns.columns.length > 1;
  const radioClass = 'mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400';
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {CSV_SCREEN_TEXTS.mappingHeading}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{CSV_SCREEN_TEXTS.mappingIntro(columns.rows)}</p>
      </div>
      {columns.samples.length > 0 ? (
        <Table layout="scroll" region={CSV_SCREEN_TEXTS.mappingSample} className="max-h-40">
          <TableHead>
            {columns.columns.map((name, index) => (
              <Th key={index} className="whitespace-nowrap normal-case">
                {CSV_SCREEN_TEXTS.columnOption(index, name)}
              </Th>
            ))}
          </TableHead>
          <TableBody>
            {columns.samples.map((row, rowIndex) => (
              <Tr key={rowIndex}>
                {row.map((cell, index) => (
                  <Td key={index} className="max-w-48 truncate font-mono text-xs">
                    {cell}
                  </Td>
                ))}
              </Tr>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <fieldset disabled={disabled} className="space-y-4">
        <SelectField
          label={CSV_SCREEN_TEXTS.handlesColumn}
          options={columnOptions}
          value={String(draft.handles)}
          onValue={(value) => {
            set({ handles: Number(value) });
          }}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{listColumnChoice ? CSV_SCREEN_TEXTS.listsLegend : CSV_SCREEN_TEXTS.allIntoOne}</legend>
          {listColumnChoice ? (
            <div className="space-y-2">
              <label className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  name={radios}
                  className={radioClass}
                  checked={draft.source === 'column'}
                  onChange={() => {
                    set({ source: 'column' });
                  }}
                />
                {CSV_SCREEN_TEXTS.listFromColumn}
              </label>
              {draft.source === 'column' ? (
                <SelectField
                  className="pl-6.5 [&>label]:sr-only"
                  label={CSV_SCREEN_TEXTS.listColumn}
                  options={columnOptions}
                  value={String(draft.list)}
                  onValue={(value) => {
                    set({ list: Number(value) });
                  }}
                />
              ) : null}
            </div>
          ) : null}
          <div className="space-y-2">
            {listColumnChoice ? (
              <label className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  name={radios}
                  className={radioClass}
                  checked={draft.source === 'one'}
                  onChange={() => {
                    set({ source: 'one' });
                  }}
                />
                {CSV_SCREEN_TEXTS.allIntoOne}
              </label>
            ) : null}
            {draft.source === 'one' ? (
              <div className={listColumnChoice ? 'space-y-3 pl-6.5' : 'space-y-3'}>
                {lists.length > 0 ? (
                  <SelectField
                    label={CSV_SCREEN_TEXTS.intoList}
                    options={[{ value: '', label: CSV_SCREEN_TEXTS.newList }, ...lists.map((name) => ({ value: name, label: name }))]}
                    value={draft.existing}
                    onValue={(value) => {
                      set({ existing: value });
                    }}
                  />
                ) : null}
                {draft.existing === '' ? (
                  <TextField
                    label={CSV_SCREEN_TEXTS.newListName}
                    value={draft.newName}
                    maxLength={200}
                    autoComplete="off"
                    error={problem ?? undefined}
                    onChange={(event) => {
                      set({ newName: event.target.value });
                    }}
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </fieldset>
      </fieldset>
    </section>
  );
}
