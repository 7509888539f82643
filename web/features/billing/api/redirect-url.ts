import { redirectUrlSchema } from '../../../../common/billing';
import { ApiRequestError, CLIENT_ERROR_CODES } from '../../../lib/api';
import type { billingRoutes } from '../../../../common/api/routes';
import { callApi } from '../../../lib/api-client';
import { BILLING_SCREEN_TEXTS } from '../billing-screen-texts';

/** The two texts of spec §8 that differ between checkout, LTD checkout and portal. */
export type RedirectFailureTexts = { failed: string; noUrl: string };

type RedirectEndpoint = typeof billingRoutes.createCheckoutSession | typeof billingRoutes.createLtdCheckoutSession | typeof billingRoutes.createPortalSession;

/**
 * POSTs to an endpoint that answers `{ url }` (a Stripe checkout or portal page) and returns the URL,
 * or throws an ApiRequestError whose message is the spec §8 text for what went wrong:
 * a refusal with the server's message (else `failed`), `noUrl`, 'Invalid JSON response' or
 * 'Empty response from server'.
 */
export async function requestRedirectUrl(route: RedirectEndpoint, body: object, texts: RedirectFailureTexts): Promise<string> {
  let answer: unknown;
  try {
    // Not parsed on the way in: an answer without a usable URL has its own text (spec §8), below.
    answer = await callApi(route, { body } as never);
  } catch (error) {
    throw billingFailure(error, texts);
  }
  // 204: a success with nothing in it.
  if (answer === undefined) throw new ApiRequestError(204, CLIENT_ERROR_CODES.emptyResponse, BILLING_SCREEN_TEXTS.emptyResponse);
  const parsed = redirectUrlSchema.safeParse(answer);
  if (!parsed.success || !isWebAddress(parsed.data.url)) {
    throw new ApiRequestError(200, CLIENT_ERROR_CODES.invalidResponse, texts.noUrl);
  }
  return parsed.data.url;
}

function billingFailure(error: unknown, texts: RedirectFailureTexts): unknown {
  // An abort (or anything that is not the API's) passes untouched.
  if (!(error instanceof ApiRequestError)) return error;
  const withMessage = (message: string) => new ApiRequestError(error.status, error.code, message);
  switch (error.code) {
    case CLIENT_ERROR_CODES.emptyResponse:
      return withMessage(BILLING_SCREEN_TEXTS.emptyResponse);
    case CLIENT_ERROR_CODES.invalidResponse:
      return withMessage(BILLING_SCREEN_TEXTS.invalidJson);
    // A failure without the server's `{ error }` body (a proxy's 502 page…).
    case CLIENT_ERROR_CODES.http:
      return withMessage(texts.failed);
    // 'Could not reach the server…' says more than the generic text.
    case CLIENT_ERROR_CODES.network:
      return error;
    default:
      return error.message ? error : withMessage(texts.failed);
  }
}

/** Only an http(s) page is followed: never a `javascript:` address, whatever the answer holds. */
function isWebAddress(url: string): boolean {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
