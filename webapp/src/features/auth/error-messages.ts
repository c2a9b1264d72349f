import { ApiError } from '@/lib/api-client';

/** Spec section 8: what a failed sign-in shows. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.serverMessage ?? 'Server Error';
  if (error instanceof Error && error.message) return error.message;
  return 'An error occurred during sign in';
}

/** Spec section 8: what a failed sign-up shows. */
export function signUpErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.serverMessage ?? 'Server Error';
  if (error instanceof Error && error.message) return error.message;
  return 'An error occurred';
}

/** Spec section 8: account update and deletion failures. */
export function accountErrorMessage(error: unknown, fallback: 'Something went wrong' | 'Failed to delete account'): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
