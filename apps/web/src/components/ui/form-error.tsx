/** The line under a form: the server's refusal placed on the whole form, announced (empty keeps its height). */
export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <p id={id} className="form-error" role="alert" data-testid={id}>
      {message ?? ''}
    </p>
  );
}
