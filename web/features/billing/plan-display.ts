import type { PricingPlan } from '../../../common/plan-requests';
import type { BillingStatus, PublicPlan } from '../../../common/billing';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

/** Spec §9 intervals: '/ month', '/ year'; a one-time price (or none) has no suffix. */
export function intervalSuffix(interval: string | null): string {
  if (interval === 'month') return '/ month';
  if (interval === 'year') return '/ year';
  return '';
}

/** 'Lifetime Deal' or 'Subscription' (spec §2 "Profile"). */
export function planTypeText(planType: Exclude<BillingStatus['planType'], 'none'>): string {
  return planType === 'ltd' ? BILLING_SCREEN_TEXTS.planTypeLtd : BILLING_SCREEN_TEXTS.planTypeSubscription;
}

/** A number of lists, or 'Unlimited' for null (spec §9: "maxlist null means unlimited"). */
export function maxListText(maxlist: number | null): string {
  return maxlist === null ? SHARED_TEXTS.unlimited : String(maxlist);
}

/**
 * The card of the plan the user holds: same kind and tier (what the server's record keeps); when
 * several plans share the tier (monthly and yearly), the one whose name the status gives.
 */
export function currentPlanId(plans: readonly PublicPlan[], status: BillingStatus | undefined): number | null {
  if (!status || status.planType === 'none') return null;
  const held = plans.filter((plan) => plan.purchase === status.planType && plan.tier === status.tier);
  if (held.length <= 1) return held[0]?.id ?? null;
  return (held.find((plan) => plan.nickname === status.planName) ?? held[0])?.id ?? null;
}

/**
 * The /pricing card of the plan the user holds: of the kind and tier their status gives (the name
 * decides between plans of one tier); without a plan, the free tier's ('everyone') card.
 */
export function currentPricingPlanId(plans: readonly PricingPlan[], status: BillingStatus | undefined): number | null {
  if (!status) return null;
  const held =
    status.planType === 'none'
      ? plans.filter((plan) => plan.obtain === 'everyone')
      : plans.filter((plan) => plan.purchase === status.planType && plan.tier === status.tier);
  return (held.find((plan) => plan.nickname === status.planName) ?? held[0])?.id ?? null;
}
