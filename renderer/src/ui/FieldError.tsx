/** What is wrong with one field, under it; nothing when it is right. */
export function FieldError({ id, error }: { readonly id: string; readonly error?: string }) {
  if (!error) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {error}
    </p>
  );
}
