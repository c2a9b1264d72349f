import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a button look, also used by links that act as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action is running. */
  isLoading?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, className)}
      // aria-disabled keeps the button focusable while busy, so focus is not lost mid-action.
      aria-disabled={disabled || isLoading || undefined}
      aria-busy={isLoading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {isLoading ? <Spinner size="small" label="" /> : icon}
      <span>{children}</span>
    </button>
  );
}
