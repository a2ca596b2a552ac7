// Tabs: a row of tabs with an underline under the chosen one, and the
// chosen tab's panel. The WAI-ARIA tabs pattern: arrow keys move between
// tabs, only the chosen one is in the tab order. It stands where
// antd-mobile's Tabs stood, whose sliding underline pulled in react-spring
// (17 KB gzip) for the pages that use it.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab {
  key: string;
  title: ReactNode;
  /** The panel under the tab bar while this tab is chosen (none: a bar only). */
  content?: ReactNode;
}

export interface TabsProps {
  tabs: Tab[];
  active: string;
  onChange(key: string): void;
  className?: string;
}

export function Tabs({ tabs, active, onChange, className }: TabsProps) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const chosen = tabs.find((t) => t.key === active) ?? tabs[0];

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === chosen?.key);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const j = (next + tabs.length) % tabs.length;
    onChange(tabs[j].key);
    refs.current[j]?.focus();
  };

  return (
    <div className={`kw-tabs ${className ?? ''}`}>
      <div className="kw-tabs-bar" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => {
          const on = t.key === chosen?.key;
          return (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={on}
              aria-controls={t.content === undefined ? undefined : `${id}-panel`}
              tabIndex={on ? 0 : -1}
              className={`kw-tab${on ? ' kw-tab-active' : ''}`}
              onClick={() => onChange(t.key)}
            >
              {t.title}
            </button>
          );
        })}
      </div>
      {chosen?.content !== undefined && (
        <div className="kw-tabs-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${chosen.key}`}>
          {chosen.content}
        </div>
      )}
    </div>
  );
}
