import { Alert, type AlertProps } from 'antd';

interface ClosableAlertProps {
  /** 'error' unless told. */
  type?: NonNullable<AlertProps['type']>;
  title: string;
  onClose: () => void;
  className?: string;
}

/** An alert with its icon that stays until the reader closes it (its close button is named 'Close'). */
export function ClosableAlert({ type = 'error', title, onClose, className }: ClosableAlertProps) {
  return (
    <Alert
      className={className}
      type={type}
      showIcon
      title={title}
      closable={{ onClose, 'aria-label': 'Close' }}
    />
  );
}
