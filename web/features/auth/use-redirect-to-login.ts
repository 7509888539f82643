import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/paths.plain';

/** "Redirect delay after reset or verify success: 3000 ms." */
export const SUCCESS_REDIRECT_DELAY_MS = 3000;

/**
 * Spec §4: after a reset or verify success, "redirect to /login after 3000 ms" (cancelled on
 * leaving); `to` is that login page with a `next` when there is one (an invitation, issue #22).
 */
export function useRedirectToLoginAfterSuccess(succeeded: boolean, to: string = paths.login) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      void navigate(to, { replace: true });
    }, SUCCESS_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [succeeded, navigate, to]);
}
