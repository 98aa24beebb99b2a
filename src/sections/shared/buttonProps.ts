import classes from './Button.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'white';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An outline on a dark background (white border and text). */
  inverted?: boolean;
  fullWidth?: boolean;
  /** Extra class of the caller (layout tweaks). */
  className?: string;
}

/** The class and data attributes that style a <button> or a link as a button (see Button.module.css). */
export function buttonProps({ variant = 'filled', size = 'md', inverted, fullWidth, className }: ButtonLook = {}) {
  return {
    className: className ? `${classes.button} ${className}` : classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-inverted': inverted || undefined,
    'data-full-width': fullWidth || undefined,
  };
}
