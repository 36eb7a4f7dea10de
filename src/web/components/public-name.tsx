import { useState } from 'react';
import { DISPLAY_NAME_MAX } from '../../shared/account-rules.ts';
import type { FieldError } from '../../shared/api/errors.ts';
import { isSignedIn } from '../../shared/api/user.ts';
import { saveDisplayName } from '../api/account.ts';
import { errorLinesOf } from '../api/client.ts';
import { useAppStore } from '../state/app-store.ts';
import { ErrorLines } from './error-lines.tsx';
import { TextField } from './text-field.tsx';

export const PUBLIC_NAME_HINT = 'Shown with your tracks and comments. Your email address is never shown.';

/**
 * Before a learner's first track or comment (decision record 030): while their name is still the
 * generated one, the form asks for the name to show. `save` stores it first; false when it was
 * refused (the field shows why) and the form should stop there.
 */
export function usePublicNameStep() {
  const user = useAppStore((state) => state.user);
  const needed = isSignedIn(user) && user?.nameChosen === false;
  const [name, setName] = useState(user?.name ?? '');
  const [errors, setErrors] = useState<FieldError[]>([]);

  const save = async (): Promise<boolean> => {
    if (!needed) return true;
    try {
      setErrors([]);
      await saveDisplayName(name);
      return true;
    } catch (error) {
      setErrors(errorLinesOf(error));
      return false;
    }
  };

  const field = needed ? (
    <div className="public-name" data-testid="public-name-step">
      <TextField
        label="Your public name"
        value={name}
        maxLength={DISPLAY_NAME_MAX + 10}
        required
        autoComplete="nickname"
        onValue={setName}
      />
      <p className="field__hint">{PUBLIC_NAME_HINT} You can change it in Settings.</p>
      <ErrorLines errors={errors} />
    </div>
  ) : null;

  return { field, save };
}
