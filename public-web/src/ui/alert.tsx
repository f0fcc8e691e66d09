import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { CheckCircleOutlinedIcon } from './icons/check-circle-outlined';
import { ErrorOutlineOutlinedIcon } from './icons/error-outline-outlined';
import { InfoOutlinedIcon } from './icons/info-outlined';
import { ReportProblemOutlinedIcon } from './icons/report-problem-outlined';

const ICONS = {
  success: CheckCircleOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: keyof typeof ICONS;
  title?: ReactNode;
  /** Beside the message, at its end (a button, say). */
  action?: ReactNode;
  /** `false` leaves the severity's icon out; a node replaces it. */
  icon?: ReactNode | false;
}

/** A message in the colours of its severity; `role="alert"` unless told otherwise. */
export function Alert({ severity = 'success', title, action, icon, className, children, ...rest }: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div role="alert" className={cx('ui-alert', `ui-alert-${severity}`, className)} {...rest}>
      {icon !== false && <div className="ui-alert-icon">{icon ?? <Icon fontSize="inherit" />}</div>}
      <div className="ui-alert-message">
        {title && <div className="ui-alert-title">{title}</div>}
        {children}
      </div>
      {action && <div className="ui-alert-action">{action}</div>}
    </div>
  );
}
