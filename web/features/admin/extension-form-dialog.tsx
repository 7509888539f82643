import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, TextareaHTMLAttributes } from 'react';
import { STORE_NAMES } from '../../../common/admin';
import type { Extension } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { FieldError, TextField, inputClassName, labelClassName } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { EXTENSIONS_TEXTS } from './admin-screen-texts';
import { useSaveExtension } from './api/save-extension';
import { extensionFormValues, readExtensionForm, storeErrorKey } from './extension-form';
import type { ExtensionFormErrors, ExtensionFormValues, StoreName } from './extension-form';

/** 'Add Extension' (extension undefined) or 'Edit Extension': every field, the store links, Save/Update. */
export function ExtensionFormDialog({ extension, onClose, onDone }: { extension?: Extension; onClose: () => void; onDone: (saved: Extension) => void }) {
  const [values, setValues] = useState<ExtensionFormValues>(() => extensionFormValues(extension));
  const [errors, setErrors] = useState<ExtensionFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveExtension();
  const title = extension ? EXTENSIONS_TEXTS.editExtension : EXTENSIONS_TEXTS.addExtension;
  const storesHintId = useId();
  const publicHintId = useId();
  const freeHintId = useId();

  // After a refused submit, the first wrong field (in the order on screen) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof ExtensionFormValues>(key: K, value: ExtensionFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function text(key: 'title' | 'description' | 'version' | 'imageUrl') {
    return {
      name: key,
      value: values[key],
      error: errors[key],
      onChange: (event: { target: { value: string } }) => {
        set(key, event.target.value);
      },
    };
  }

  function setStore(store: StoreName, url: string) {
    setValues((current) => ({ ...current, stores: { ...current.stores, [store]: url } }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const read = readExtensionForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    save.mutate({ id: extension?.id ?? null, input: read.input }, { onSuccess: onDone });
  }

  return (
    <Dialog title={title} onClose={onClose} className="max-w-2xl">
      <form ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" required maxLength={200} autoComplete="off" data-autofocus className="sm:col-span-2" {...text('title')} />
          <TextareaField label="Description" rows={3} maxLength={5000} className="sm:col-span-2" {...text('description')} />
          <TextField label="Version" maxLength={50} autoComplete="off" spellCheck={false} placeholder="1.0.0" {...text('version')} />
          <TextField label="Image URL" type="url" maxLength={2000} autoComplete="off" spellCheck={false} placeholder="https://" {...text('imageUrl')} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <CheckboxField
              label="Public"
              aria-describedby={publicHintId}
              checked={values.isPublic}
              onChange={(event) => {
                set('isPublic', event.target.checked);
              }}
            />
            <p id={publicHintId} className="mt-1 ml-6.5 text-xs text-slate-500 dark:text-slate-400">
              {EXTENSIONS_TEXTS.publicHint}
            </p>
          </div>
          <div>
            <CheckboxField
              label="Free"
              aria-describedby={freeHintId}
              checked={values.isFree}
              onChange={(event) => {
                set('isFree', event.target.checked);
              }}
            />
            <p id={freeHintId} className="mt-1 ml-6.5 text-xs text-slate-500 dark:text-slate-400">
              {EXTENSIONS_TEXTS.freeHint}
            </p>
          </div>
        </div>
        <fieldset aria-describedby={storesHintId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{EXTENSIONS_TEXTS.storeLinks}</legend>
          <p id={storesHintId} className="text-xs text-slate-500 dark:text-slate-400">
            {EXTENSIONS_TEXTS.storeLinksHint}
          </p>
          {errors.stores ? <Alert className="mt-3">{errors.stores}</Alert> : null}
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {STORE_NAMES.map((store) => (
              <TextField
                key={store}
                label={store}
                name={`store-${store}`}
                type="url"
                inputMode="url"
                maxLength={2000}
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                value={values.stores[store]}
                error={errors[storeErrorKey(store)]}
                onChange={(event) => {
                  setStore(store, event.target.value);
                }}
              />
            ))}
          </div>
        </fieldset>
        {save.error ? <Alert>{EXTENSIONS_TEXTS.saveFailed(errorReason(save.error))}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {EXTENSIONS_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {extension ? EXTENSIONS_TEXTS.update : EXTENSIONS_TEXTS.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string; className?: string };

/** A labelled textarea, styled and described like TextField. */
function TextareaField({ label, error, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClassName, 'mt-1.5 resize-y')}
        {...props}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
