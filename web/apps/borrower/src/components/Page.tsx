// Page is the frame of every in-app page: the document title, an optional
// title bar, and a body that scrolls. The native shell draws its own back
// button, so the title bar has none.
import { useEffect, type ReactNode } from 'react';
import './page.css';

export interface PageProps {
  title: string;
  /** Hide the title bar (the official site draws its own navigation). */
  bare?: boolean;
  className?: string;
  children: ReactNode;
}

export function Page({ title, bare, className, children }: PageProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={`page ${className ?? ''}`}>
      {!bare && (
        <header className="page-bar">
          <h1>{title}</h1>
        </header>
      )}
      <main className="page-body">{children}</main>
    </div>
  );
}
