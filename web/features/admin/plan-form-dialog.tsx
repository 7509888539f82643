import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, TextareaHTMLAttributes } from 'react';
import { CURRENCIES, INTERVALS, formatPrice } from '../../../common/billing';
import type { AdminPlan } from '../../../common/billing';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { FieldError, RequiredMark, TextField, inputClassName, labelClassName } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { useSavePlan } from './api/save-plan';
import { planFormValues, readPlanForm } from './plan-form';
import type { PlanFormErrors, PlanFormValues } from './plan-form';
import { TIERS_TEXTS } from './tiers-screen-texts';

const currencyOptions = CURRENCIES.map((value) => ({ value, label: value.toUpperCase() }));
const intervalLabels: Record<(typeof INTERVALS)[number], string> = { month: 'Month', year: 'Year', one_time: 'One time' };
const purchaseOptions = [
  { value: 'subscription', label: TIERS_TEXTS.subscription },
  { value: 'ltd', label: TIERS_TEXTS.ltd },
];

/** 'Add Plan' (plan undefined) or 'Edit Plan': every field of a plan, Save/Update and Cancel. */
export function PlanFormDialog({ plan, onClose }: { plan?: AdminPlan; onClose: () => void }) {
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePlan();
  const intervalOptions = [
    // A plan saved without an interval keeps none unless one is chosen.
    ...(plan && plan.interval === null ? [{ value: '', label: TIERS_TEXTS.noInterval }] : []),
    ...INTERVALS.map((value) => ({ value, label: intervalLabels[value] })),
  ];

  // After a refused submit, the first wrong field (in the order on screen) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** The props of a text input bound to `key`. */
  function text(key: keyof PlanFormValues) {
    return {
      name: key,
      value: values[key] as string,
      error: errors[key],
      onChange: (event: { target: { value: string } }) => {
        set(key, event.target.value);
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const read = readPlanForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    save.mutate({ id: plan?.id ?? null, input: read.input }, { onSuccess: onClose });
  }

  const amount = Number(values.amount);
  const priceHint = values.amount.trim() !== '' && Number.isFinite(amount) ? TIERS_TEXTS.priceShownAs(formatPrice(amount, values.currency)) : undefined;

  // sm: so it wins over the dialog's own max-w-lg (two max-widths on one element fight by stylesheet order).
  return (
    <Dialog title={plan ? TIERS_TEXTS.editPlan : TIERS_TEXTS.addPlan} onClose={onClose} className="sm:max-w-2xl">
      <form ref={formRef} noValidate aria-label={plan ? TIERS_TEXTS.editPlan : TIERS_TEXTS.addPlan} aria-busy={save.isPending} onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nickname" required maxLength={100} autoComplete="off" data-autofocus {...text('nickname')} />
          <SelectField
            label="Purchase"
            options={purchaseOptions}
            value={values.purchase}
            onChange={(event) => {
              set('purchase', event.target.value);
            }}
          />
          <TextField label="Amount in cents" required type="number" inputMode="numeric" step={1} min={0} hint={priceHint} {...text('amount')} />
          <SelectField
            label="Currency"
            options={currencyOptions}
            value={values.currency}
            onChange={(event) => {
              set('currency', event.target.value);
            }}
          />
          <SelectField
            label="Interval"
            options={intervalOptions}
            value={values.interval}
            onChange={(event) => {
              set('interval', event.target.value);
            }}
          />
          <TextField label="Sort Order" type="number" inputMode="numeric" step={1} {...text('sortOrder')} />
          <TextField label="Tier" required type="number" inputMode="numeric" step={1} min={0} {...text('tier')} />
          <TextField label="MaxList" type="number" inputMode="numeric" step={1} min={0} hint={TIERS_TEXTS.maxListHint} {...text('maxlist')} />
          <TextField label="Product ID" required maxLength={200} autoComplete="off" spellCheck={false} {...text('productId')} />
          <TextField label="Product Name" required maxLength={200} autoComplete="off" {...text('productName')} />
          <TextareaField label="Product Description" rows={2} maxLength={2000} className="sm:col-span-2" {...text('productDescription')} />
          <TextareaField
            label="Features (HTML)"
            rows={5}
            maxLength={20_000}
            spellCheck={false}
            hint={TIERS_TEXTS.featuresHint}
            className="sm:col-span-2"
            inputClassName="font-mono text-xs"
            {...text('features')}
          />
          <TextField label="Image URL" type="url" maxLength={2000} autoComplete="off" placeholder="https://" {...text('imageUrl')} />
          <TextField label="Stripe Payment Link" type="url" maxLength={2000} autoComplete="off" placeholder="https://" {...text('stripePaymentLink')} />
          <TextField label="Price ID" maxLength={200} autoComplete="off" spellCheck={false} placeholder="price_…" hint={TIERS_TEXTS.priceIdHint} {...text('priceId')} />
          <TextField label="System" required maxLength={50} autoComplete="off" spellCheck={false} {...text('system')} />
        </div>
        <CheckboxField
          label="Active"
          checked={values.isActive}
          onChange={(event) => {
            set('isActive', event.target.checked);
          }}
        />
        {save.error ? <Alert>{TIERS_TEXTS.saveFailed(errorReason(save.error))}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {TIERS_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {plan ? TIERS_TEXTS.update : TIERS_TEXTS.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  inputClassName?: string;
};

/** A labelled textarea, described by its hint and error like TextField. */
function TextareaField({ label, error, hint, className, inputClassName: extra, required, ...props }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClassName, 'mt-1.5 resize-y', extra)}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
