import { useId } from 'react';
import { STORE_NAMES } from '../../../common/admin';
import type { Extension } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField, TextareaField, UrlField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import { EXTENSIONS_TEXTS } from './admin-screen-texts';
import { useSaveExtension } from './api/save-extension';
import { extensionFormValues, readExtensionForm, storeErrorKey } from './extension-form';

/** 'Add Extension' (extension undefined) or 'Edit Extension': every field, the store links, Save/Update. */
export function ExtensionFormDialog({ extension, onClose, onDone }: { extension?: Extension; onClose: () => void; onDone: (saved: Extension) => void }) {
  const form = useFormState(() => extensionFormValues(extension));
  const { values, errors, setValues } = form;
  const save = useSaveExtension();
  const storesHintId = useId();

  function onSubmit() {
    const input = form.accept(readExtensionForm(values));
    if (input) save.mutate({ id: extension?.id ?? null, input }, { onSuccess: onDone });
  }

  return (
    <FormDialog
      title={extension ? EXTENSIONS_TEXTS.editExtension : EXTENSIONS_TEXTS.addExtension}
      className="max-w-2xl"
      formClassName="space-y-5"
      formRef={form.formRef}
      request={save}
      failed={EXTENSIONS_TEXTS.saveFailed}
      cancelLabel={EXTENSIONS_TEXTS.cancel}
      submitLabel={extension ? EXTENSIONS_TEXTS.update : EXTENSIONS_TEXTS.save}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required maxLength={200} autoComplete="off" data-autofocus className="sm:col-span-2" {...form.text('title')} />
        <TextareaField label="Description" rows={3} maxLength={5000} className="sm:col-span-2" {...form.text('description')} />
        <TextField label="Version" maxLength={50} autoComplete="off" spellCheck={false} placeholder="1.0.0" {...form.text('version')} />
        <UrlField label="Image URL" {...form.text('imageUrl')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label="Public" hint={EXTENSIONS_TEXTS.publicHint} {...form.checkbox('isPublic')} />
        <CheckboxField label="Free" hint={EXTENSIONS_TEXTS.freeHint} {...form.checkbox('isFree')} />
      </div>
      <fieldset aria-describedby={storesHintId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{EXTENSIONS_TEXTS.storeLinks}</legend>
        <p id={storesHintId} className="text-xs text-slate-500 dark:text-slate-400">
          {EXTENSIONS_TEXTS.storeLinksHint}
        </p>
        {errors.stores ? <Alert className="mt-3">{errors.stores}</Alert> : null}
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {STORE_NAMES.map((store) => (
            <UrlField
              key={store}
              label={store}
              name={`store-${store}`}
              value={values.stores[store]}
              error={errors[storeErrorKey(store)]}
              onChange={(event) => {
                const url = event.target.value;
                setValues((current) => ({ ...current, stores: { ...current.stores, [store]: url } }));
              }}
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
