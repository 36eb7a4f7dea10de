import { useCallback, useRef, useState } from 'react';
import { useSiteConfig } from '../api/site-config.ts';

/**
 * The action flow: the caller runs its checks, then `start(action)` shows the
 * captcha (when the server uses one); the action runs with the solution once it is solved.
 * Cancelling (the overlay) drops the action.
 */
export function useActionFlow() {
  const { data: siteConfig } = useSiteConfig();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const pending = useRef<((captcha: string) => void) | null>(null);

  const start = useCallback(
    (action: (captcha: string) => void) => {
      if (siteConfig?.captcha === 'off') {
        action('');
        return;
      }
      pending.current = action;
      setCaptchaOpen(true);
    },
    [siteConfig?.captcha],
  );

  const solved = useCallback((payload: string) => {
    const action = pending.current;
    pending.current = null;
    setCaptchaOpen(false);
    action?.(payload);
  }, []);

  const cancel = useCallback(() => {
    pending.current = null;
    setCaptchaOpen(false);
  }, []);

  return { start, captchaOpen, solved, cancel };
}
