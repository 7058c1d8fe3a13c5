/**
 * Committing typed text: a value is written only when the attribute's shape accepts it, so the
 * canvas never renders a half-typed value; on `change` (leaving the field) a refused value says
 * why. Empty text removes the attribute at the level (it then inherits).
 */
import type { ControlInput } from './field-host.ts';
import { showError } from './field-error.ts';

/** An input/change listener that commits the input's text through `parse`. */
export function textCommit({ field, host }: ControlInput, parse: (text: string) => unknown = (text) => text) {
  return (event: Event) => {
    const input = event.target as HTMLInputElement;
    const text = input.value.trim();
    const value = text === '' ? undefined : parse(text);
    if (value !== undefined && !field.spec.shape.test(value)) {
      if (event.type === 'change') showError(input, host.t.t('panel.invalid', { reason: field.spec.shape.describe }));
      return;
    }
    showError(input, undefined);
    host.commit(field.name, value);
  };
}
