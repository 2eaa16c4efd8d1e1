import type { HTMLAttributes } from 'react';

type AlertProps = HTMLAttributes<HTMLDivElement> & { variant: 'danger' | 'warning' | 'success' | 'info' };

/**
 * Bootstrap's alert box (its CSS), without React Bootstrap's component: that one carries its fade
 * transition's code (react-transition-group, 3.8 KB gzip) into every page that may show a refusal,
 * for boxes the shop shows and hides at once. `role` is "alert" unless the box is good news ("status").
 */
export function Alert({ variant, className, role = 'alert', ...props }: AlertProps) {
  return <div role={role} className={['alert', `alert-${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}
