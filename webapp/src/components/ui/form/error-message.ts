import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The error text react-hook-form holds for a (possibly dotted) field name. */
export function errorMessageAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (node && typeof node === 'object' && 'message' in node) {
    const message = (node as { message?: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
