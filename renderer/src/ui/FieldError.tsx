/** What is wrong with one field, under it; nothing when it is right. */
export function FieldError({ id, error }: { readonly id: string; readonly error?: string }) {
  if (!error) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {error}
    </p>
  );
}

/**
 * A field's attributes for its error: marked invalid and described by the
 * error shown under it (FieldError `errorId`), so a screen reader says what
 * to fix where the keyboard lands; nothing when it is right.
 */
export function errorAttributes(errorId: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}
