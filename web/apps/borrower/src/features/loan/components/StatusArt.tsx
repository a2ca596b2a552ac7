// The order status banner's picture: one for each status the pages name
// (21, 151, 110, 170, 174, 180, 200); an unknown status gets the settled
// picture. Inline SVG: no extra request on a slow network.
import type { ReactElement } from 'react';

interface Art {
  color: string;
  soft: string;
  mark: ReactElement;
}

const stroke = { fill: 'none', strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const arts: Record<number, Art> = {
  151: {
    color: '#2563eb',
    soft: '#dbeafe',
    mark: (
      <g stroke="#2563eb" {...stroke}>
        <path d="M38 26h28M38 78h28M42 26c0 14 20 18 20 26s-20 12-20 26M62 26c0 14-20 18-20 26s20 12 20 26" />
      </g>
    ),
  },
  110: {
    color: '#64748b',
    soft: '#e2e8f0',
    mark: (
      <g stroke="#64748b" {...stroke}>
        <circle cx="52" cy="52" r="24" />
        <path d="M43 43l18 18M61 43L43 61" />
      </g>
    ),
  },
  21: {
    color: '#0a7d5a',
    soft: '#d1fae5',
    mark: (
      <g stroke="#0a7d5a" {...stroke}>
        <rect x="26" y="34" width="52" height="36" rx="6" />
        <circle cx="52" cy="52" r="8" />
        <path d="M70 22l6 6 12-12" />
      </g>
    ),
  },
  170: {
    color: '#0891b2',
    soft: '#cffafe',
    mark: (
      <g stroke="#0891b2" {...stroke}>
        <rect x="28" y="30" width="48" height="46" rx="6" />
        <path d="M28 44h48M40 24v12M64 24v12M40 56h6M52 56h6M40 66h6" />
      </g>
    ),
  },
  174: {
    color: '#d97706',
    soft: '#fef3c7',
    mark: (
      <g stroke="#d97706" {...stroke}>
        <path d="M52 28c-11 0-18 8-18 19v11l-6 8h48l-6-8V47c0-11-7-19-18-19zM46 72a6 6 0 0 0 12 0" />
        <path d="M24 36c2-6 5-10 10-13M80 36c-2-6-5-10-10-13" />
      </g>
    ),
  },
  180: {
    color: '#dc2626',
    soft: '#fee2e2',
    mark: (
      <g stroke="#dc2626" {...stroke}>
        <path d="M52 24l28 50H24z" />
        <path d="M52 44v14M52 66v1" />
      </g>
    ),
  },
  200: {
    color: '#16a34a',
    soft: '#dcfce7',
    mark: (
      <g stroke="#16a34a" {...stroke}>
        <path d="M38 26h28v14a14 14 0 0 1-28 0zM38 32H28a10 10 0 0 0 12 12M66 32h10a10 10 0 0 1-12 12M52 54v12M42 76h20" />
      </g>
    ),
  },
};

/** artFor is the picture of a status (the settled one by default). */
export function artFor(status: number): Art {
  return arts[status] ?? arts[200];
}

export function StatusArt({ status }: { status: number }) {
  const art = artFor(status);
  return (
    <svg viewBox="0 0 104 104" width="88" height="88" aria-hidden="true" className="status-art" data-status={status in arts ? status : 200}>
      <circle cx="52" cy="52" r="50" fill={art.soft} />
      {art.mark}
    </svg>
  );
}
