// What the borrower sees when a page cannot be shown: a script chunk that
// did not load (app/chunk-errors.ts), or a page that failed while drawing.
// It lives in the entry, so it draws with plain elements and theme.css
// alone: the chunk that failed may be the one with antd-mobile and the
// message catalogue.
import { Component, type ReactNode } from 'react';
import { isChunkError, isReloading } from './chunk-errors';

// The texts, in the app's locales (the catalogue may be the chunk that failed).
const texts = {
  en: {
    chunkTitle: 'This page did not load',
    chunkText: 'Check your connection, then try again.',
    pageTitle: 'Something went wrong',
    pageText: 'This page could not be shown. Please try again.',
    retry: 'Retry',
  },
  fil: {
    chunkTitle: 'Hindi nag-load ang page na ito',
    chunkText: 'Tingnan ang iyong koneksyon, saka subukan muli.',
    pageTitle: 'May nangyaring mali',
    pageText: 'Hindi maipakita ang page na ito. Pakisubukan muli.',
    retry: 'Subukan muli',
  },
};

function textsFor(lang: string) {
  return lang.startsWith('fil') || lang.startsWith('tl') ? texts.fil : texts.en;
}

type State = { error: unknown };

export class PageError extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isReloading()) return <div role="status" aria-label="Loading…" className="kw-spinner app-loading" />;
    const tx = textsFor(document.documentElement.lang || 'en');
    const chunk = isChunkError(error);
    return (
      <div className="app-error" role="alert">
        <h1>{chunk ? tx.chunkTitle : tx.pageTitle}</h1>
        <p>{chunk ? tx.chunkText : tx.pageText}</p>
        {/* A reload: a failed module stays failed in the page's module map, so only a new page fetches it again. */}
        <button type="button" className="app-error-retry" onClick={() => window.location.reload()}>
          {tx.retry}
        </button>
      </div>
    );
  }
}
