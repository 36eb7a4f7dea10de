import type { FieldError } from '../../shared/api/errors.ts';

/** Server and form messages as red lines. */
export function ErrorLines({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="error-lines" role="alert" data-testid="error-lines">
      {errors.map((error) => (
        <li key={`${error.field ?? ''}:${error.message}`}>{error.message}</li>
      ))}
    </ul>
  );
}
