/** Props that tie a control to its visible error message (announced with the field). */
export function invalidProps(id: string, error: string | undefined) {
  return {
    id,
    isInvalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** The message under an invalid field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
