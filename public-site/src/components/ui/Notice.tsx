import type { HTMLAttributes, ReactNode } from 'react';
import { cx, ui } from './classes';

const ICON_PATHS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
} as const;

export type NoticeSeverity = keyof typeof ICON_PATHS;

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity: NoticeSeverity;
  title?: ReactNode;
  children?: ReactNode;
}

/** A notice on the page, as MUI's standard Alert draws and announces it (icon, tinted background, role alert), in plain markup. */
export function Notice({ severity, title, children, className, ...rest }: NoticeProps) {
  return (
    <div role="alert" className={cx(ui.notice, ui[severity], className)} {...rest}>
      <div className={ui.noticeIcon}>
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={ICON_PATHS[severity]} />
        </svg>
      </div>
      <div className={ui.noticeMessage}>
        {title && <div className={ui.noticeTitle}>{title}</div>}
        {children}
      </div>
    </div>
  );
}
