/**
 * A field's inline error: the message under the field (its `.error`, a live region) and
 * `aria-invalid` on the input, so the refusal is seen and heard where the designer types.
 */

/** Shows `message` for `input`'s field, or clears it with undefined. */
export function showError(input: Element, message: string | undefined): void {
  const error = input.closest('.field, .item-field')?.querySelector<HTMLElement>(':scope > .error');
  input.setAttribute('aria-invalid', String(message !== undefined));
  if (error) {
    error.hidden = message === undefined;
    error.textContent = message ?? '';
  }
}
