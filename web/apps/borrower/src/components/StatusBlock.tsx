// StatusBlock says why a page or a part of it has nothing to show: a small
// drawing, a title, an optional description and an optional way on (a
// button). It stands where antd-mobile's ErrorBlock stood, whose drawings
// cost every page that used it 10 KB gzip.
import type { ReactNode } from 'react';
import './status-block.css';

export interface StatusBlockProps {
  /** 'default': something went wrong; 'empty': there is nothing yet. */
  status?: 'default' | 'empty';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Drawing({ status }: { status: 'default' | 'empty' }) {
  return (
    <svg className="kw-status-art" viewBox="0 0 96 72" aria-hidden="true">
      <ellipse cx="48" cy="64" rx="34" ry="5" fill="currentColor" opacity="0.12" />
      {status === 'empty' ? (
        <g {...line}>
          <path d="M22 30l8-16h36l8 16v24H22z" />
          <path d="M22 30h16l4 7h12l4-7h16" />
        </g>
      ) : (
        <g {...line}>
          <rect x="24" y="10" width="48" height="46" rx="6" />
          <path d="M48 22v16M48 45v1" />
        </g>
      )}
    </svg>
  );
}

export function StatusBlock({ status = 'default', title, description, children }: StatusBlockProps) {
  return (
    <div className={`kw-status-block kw-status-${status}`}>
      <Drawing status={status} />
      <div className="kw-status-title">{title}</div>
      {description ? <div className="kw-status-description">{description}</div> : null}
      {children ? <div className="kw-status-actions">{children}</div> : null}
    </div>
  );
}
