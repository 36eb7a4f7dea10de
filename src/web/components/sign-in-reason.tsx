import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Why the sign-in popup was opened, when something asked for an account ("Sign in to play IELTS
 * Band 5 Vocabulary…"). Set just before opening the popup; cleared when the popup goes away, so a
 * plain Log In from the menu shows none.
 */
const useSignInReason = create<{ reason: string | null }>()(() => ({ reason: null }));

export function setSignInReason(reason: string | null): void {
  useSignInReason.setState({ reason });
}

export function SignInReason() {
  const reason = useSignInReason((state) => state.reason);
  useEffect(() => () => setSignInReason(null), []);
  return reason ? (
    <p className="sign-in__lead" data-testid="sign-in-reason">
      {reason}
    </p>
  ) : null;
}
