import { useAppStore } from '../../state/app-store.ts';
import { SignInPanel } from './sign-in-panel.tsx';

/** The sign-in popup: closing it (link, overlay or Escape) unmounts it, so it reopens at sign-in. */
export function SignInPopup() {
  const closePopup = useAppStore((state) => state.closePopup);
  return <SignInPanel onClose={closePopup} />;
}

export default SignInPopup;
