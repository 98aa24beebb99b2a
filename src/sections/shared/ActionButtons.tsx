import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Button as ButtonData } from '../../model/generated.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import classes from './ActionButtons.module.css';
import { buttonProps, type ButtonSize } from './buttonProps.ts';

export interface ActionButtonData extends ButtonData {
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  /** Words read after the label by screen readers only, to tell repeated labels apart ('Xem chi tiết SEO'). */
  hiddenLabel?: string;
}

interface StyleProps {
  size?: ButtonSize;
  /** For dark backgrounds: primary becomes white, secondary a white outline. */
  inverted?: boolean;
}

/** A link styled as a button: 'primary' filled, 'secondary' outlined. */
export function ActionButton({ button, size = 'md', inverted, fullWidth }: StyleProps & { button: ActionButtonData; fullWidth?: boolean }) {
  const secondary = button.variant === 'secondary';
  const variant = secondary ? 'outline' : inverted ? 'white' : 'filled';
  return (
    <SmartLink href={button.href} {...buttonProps({ variant, size, inverted: inverted && secondary, fullWidth })}>
      {button.icon}
      <span>
        {button.label}
        {button.hiddenLabel ? <VisuallyHidden component="span">{` ${button.hiddenLabel}`}</VisuallyHidden> : null}
      </span>
    </SmartLink>
  );
}

/** Up to a few buttons side by side, wrapping on narrow screens; nothing when the list is empty. */
export function ButtonRow({ buttons, size, inverted, center }: StyleProps & { buttons: ActionButtonData[] | undefined; center?: boolean }) {
  if (!buttons?.length) return null;
  return (
    <div className={center ? `${classes.row} ${classes.center}` : classes.row}>
      {buttons.map((button, index) => (
        <ActionButton key={`${index}-${button.href}`} button={button} size={size} inverted={inverted} />
      ))}
    </div>
  );
}
