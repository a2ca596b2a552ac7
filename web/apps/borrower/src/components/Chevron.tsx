// A small arrow: right, or down/up for a fold (the repayment and complaint
// pages' rows and folds).

/** Chevron is a small arrow: right, or down/up for a fold. */
export function Chevron({ up, right }: { up?: boolean; right?: boolean }) {
  const d = right ? 'M6 3l5 5-5 5' : up ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5';
  return (
    <svg className="chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
