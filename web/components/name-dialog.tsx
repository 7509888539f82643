import { useState } from 'react';
import type { ReactNode } from 'react';
import type { DialogRequest } from '../lib/field-errors';
import { FormDialog } from './ui/form-dialog';
import { TextField } from './ui/text-field';

/** The rule a name is read with, shared with the server: a zod schema of `{ name }`, or anything that parses like one. */
type NameRule = { safeParse: (input: { name: string }) => { success: true; data: { name: string } } | { success: false; error: { issues: readonly { message: string }[] } } };

type NameDialogProps = {
  title: string;
  description?: ReactNode;
  /** The field's label ('Team name', 'List name'). */
  label: string;
  submitLabel: string;
  initial?: string;
  maxLength: number;
  rule: NameRule;
  /** The request the name is sent with: Save is busy while it runs, its refusal shows inside (in `failed`'s words). */
  request: DialogRequest;
  failed?: (reason: string) => string;
  /** A name the rule accepts, as it reads it (trimmed). */
  onSave: (name: string) => void;
  onClose: () => void;
};

/**
 * One form for a name (a team's, a new list's): the field checked by the server's own rule before
 * anything is sent, its message under it, the request's refusal above the buttons.
 */
export function NameDialog({ label, initial = '', maxLength, rule, onSave, ...dialog }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      {...dialog}
      className="max-w-md"
      onSubmit={() => {
        const parsed = rule.safeParse({ name });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        onSave(parsed.data.name);
      }}
    >
      <TextField
        label={label}
        required
        autoComplete="off"
        maxLength={maxLength}
        value={name}
        error={error}
        data-autofocus
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
