import type { InputHTMLAttributes } from 'react';

/** A labelled text input in the site's field style; the other props go to the input. */
export function TextField({
  label,
  onValue,
  ...input
}: { label: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'onChange'
>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" {...input} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}
