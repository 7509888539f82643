import { PLAN_SYSTEM, planInputSchema } from '../../../common/billing';
import type { AdminPlan, PlanInput } from '../../../common/billing';
import { fieldErrors } from '../../lib/field-errors';
import { TIERS_TEXTS } from './tiers-screen-texts';

/** The plan form as typed: every field a string (or a boolean), read into a PlanInput on submit. */
export type PlanFormValues = {
  nickname: string;
  amount: string;
  currency: string;
  interval: string;
  productId: string;
  productName: string;
  productDescription: string;
  features: string;
  imageUrl: string;
  stripePaymentLink: string;
  sortOrder: string;
  priceId: string;
  tier: string;
  maxlist: string;
  purchase: string;
  isActive: boolean;
  system: string;
};

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

/** The form of a new plan (the schema's defaults), or of `plan` to edit. */
export function planFormValues(plan?: AdminPlan): PlanFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    nickname: text(plan?.nickname),
    amount: text(plan?.amount),
    currency: plan?.currency ?? 'usd',
    interval: plan ? text(plan.interval) : 'month',
    productId: text(plan?.productId),
    productName: text(plan?.productName),
    productDescription: text(plan?.productDescription),
    features: text(plan?.features),
    imageUrl: text(plan?.imageUrl),
    stripePaymentLink: text(plan?.stripePaymentLink),
    sortOrder: plan ? text(plan.sortOrder) : '0',
    priceId: text(plan?.priceId),
    tier: text(plan?.tier),
    maxlist: text(plan?.maxlist),
    purchase: plan?.purchase ?? 'subscription',
    isActive: plan?.isActive ?? true,
    system: plan?.system ?? PLAN_SYSTEM,
  };
}

type NumberRead = { value: number | null; error?: string };

/** A number field: empty gives `empty` (or the `required` message), text that is no number an error. */
function readNumber(text: string, label: string, empty: { required: string } | { value: number | null }): NumberRead {
  const trimmed = text.trim();
  if (trimmed === '') return 'required' in empty ? { value: null, error: empty.required } : { value: empty.value };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { value } : { value: null, error: TIERS_TEXTS.notANumber(label) };
}

/** An optional text: blank is null (no image, no price id…). */
function optional(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/**
 * Reads the form (spec §5: Nickname, Amount, Product ID and Product Name required; amount and sort
 * order read as numbers; tier and maxlist too, an empty maxlist meaning unlimited) with the schema
 * the server checks too. Returns the input to send, or the message of each wrong field.
 */
export function readPlanForm(values: PlanFormValues): { input: PlanInput } | { errors: PlanFormErrors } {
  const numbers = {
    amount: readNumber(values.amount, 'Amount', { required: TIERS_TEXTS.amountRequired }),
    sortOrder: readNumber(values.sortOrder, 'Sort Order', { value: 0 }),
    tier: readNumber(values.tier, 'Tier', { required: TIERS_TEXTS.tierRequired }),
    maxlist: readNumber(values.maxlist, 'MaxList', { value: null }),
  };
  const candidate = {
    nickname: values.nickname,
    // A missing number is reported above; 0 lets the schema check the other fields meanwhile.
    amount: numbers.amount.value ?? 0,
    currency: values.currency,
    interval: values.interval === '' ? null : values.interval,
    productId: values.productId,
    productName: values.productName,
    productDescription: optional(values.productDescription),
    features: optional(values.features),
    imageUrl: optional(values.imageUrl),
    stripePaymentLink: optional(values.stripePaymentLink),
    sortOrder: numbers.sortOrder.value ?? 0,
    priceId: optional(values.priceId),
    tier: numbers.tier.value ?? 0,
    maxlist: numbers.maxlist.value,
    purchase: values.purchase,
    isActive: values.isActive,
    system: values.system,
  };
  const parsed = planInputSchema.safeParse(candidate);
  const errors: PlanFormErrors = parsed.success ? {} : (fieldErrors(parsed.error) as PlanFormErrors);
  for (const [key, read] of Object.entries(numbers)) {
    if (read.error) errors[key as keyof typeof numbers] = read.error;
  }
  if (values.system.trim() === '') errors.system = TIERS_TEXTS.systemRequired;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
