import { CURRENCIES, INTERVALS, formatPrice } from '../../../common/billing';
import type { AdminPlan } from '../../../common/billing';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField, TextareaField, UrlField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import { useSavePlan } from './api/save-plan';
import { planFormValues, readPlanForm } from './plan-form';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { toast } from '../../components/ui/toaster';

const currencyOptions = CURRENCIES.map((value) => ({ value, label: value.toUpperCase() }));
const intervalLabels: Record<(typeof INTERVALS)[number], string> = { month: 'Month', year: 'Year', one_time: 'One time' };
const purchaseOptions = [
  { value: 'subscription', label: TIERS_TEXTS.subscription },
  { value: 'ltd', label: TIERS_TEXTS.ltd },
];

/** 'Add Plan' (plan undefined) or 'Edit Plan': every field of a plan, Save/Update and Cancel. */
export function PlanFormDialog({ plan, onClose }: { plan?: AdminPlan; onClose: () => void }) {
  const form = useFormState(() => planFormValues(plan));
  const { values, text, select } = form;
  const save = useSavePlan();
  const intervalOptions = [
    // A plan saved without an interval keeps none unless one is chosen.
    ...(plan && plan.interval === null ? [{ value: '', label: TIERS_TEXTS.noInterval }] : []),
    ...INTERVALS.map((value) => ({ value, label: intervalLabels[value] })),
  ];

  function onSubmit() {
    const input = form.accept(readPlanForm(values));
    if (input)
      save.mutate(
        { id: plan?.id ?? null, input },
        {
          onSuccess: (saved) => {
            toast.success(TIERS_TEXTS.planSaved(saved.nickname));
            onClose();
          },
        },
      );
  }

  const amount = Number(values.amount);
  const priceHint = values.amount.trim() !== '' && Number.isFinite(amount) ? TIERS_TEXTS.priceShownAs(formatPrice(amount, values.currency)) : undefined;

  // sm: so it wins over the dialog's own max-w-lg (two max-widths on one element fight by stylesheet order).
  return (
    <FormDialog
      title={plan ? TIERS_TEXTS.editPlan : TIERS_TEXTS.addPlan}
      className="sm:max-w-2xl"
      formRef={form.formRef}
      request={save}
      failed={TIERS_TEXTS.saveFailed}
      cancelLabel={TIERS_TEXTS.cancel}
      submitLabel={plan ? TIERS_TEXTS.update : TIERS_TEXTS.save}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nickname" required maxLength={100} autoComplete="off" data-autofocus {...text('nickname')} />
        <SelectField label="Purchase" options={purchaseOptions} {...select('purchase')} />
        <TextField label="Amount in cents" required type="number" inputMode="numeric" step={1} min={0} hint={priceHint} {...text('amount')} />
        <SelectField label="Currency" options={currencyOptions} {...select('currency')} />
        <SelectField label="Interval" options={intervalOptions} {...select('interval')} />
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
        <UrlField label="Image URL" {...text('imageUrl')} />
        <UrlField label="Stripe Payment Link" {...text('stripePaymentLink')} />
        <TextField label="Price ID" maxLength={200} autoComplete="off" spellCheck={false} placeholder="price_…" hint={TIERS_TEXTS.priceIdHint} {...text('priceId')} />
        <TextField label="System" required maxLength={50} autoComplete="off" spellCheck={false} {...text('system')} />
      </div>
      <CheckboxField label="Active" {...form.checkbox('isActive')} />
    </FormDialog>
  );
}
