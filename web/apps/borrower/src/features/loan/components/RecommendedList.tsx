// Recommended products (order details, the failure page and the recommend
// list): logo, name, range and its description, rate, description, button.
// On the failure page tags show for the first 2 products only, on the
// recommend list for every product; a disabled product is greyed, and on
// order details a product that is not clickable has a grey button that
// does nothing.
import { useRef } from 'react';
import { t } from '../../../i18n/i18n';
import type { Recommendation } from '../api/types';
import { openRecommendation } from './open-recommendation';

/** TAGGED_PRODUCTS is how many products show their tags on the failure page. */
export const TAGGED_PRODUCTS = 2;

interface Props {
  products: Recommendation[];
  page: 'details' | 'failure' | 'list';
  moduleId: number;
}

export function RecommendedList({ products, page, moduleId }: Props) {
  // One tap at a time: a second tap while the link is asked for does nothing.
  const busy = useRef(false);
  return (
    <ul className="recommended">
      {products.map((p, i) => {
        const active = page === 'details' ? p.clickable : p.enabled;
        const tagged = page === 'list' || (page === 'failure' && i < TAGGED_PRODUCTS);
        const nameId = `recommended-${page}-${p.id}`;
        const open = async () => {
          if (!active || busy.current) return;
          busy.current = true;
          try {
            await openRecommendation(p, i, moduleId);
          } finally {
            busy.current = false;
          }
        };
        return (
          <li key={p.id} className={`recommended-item${active ? '' : ' is-off'}`}>
            <div className="recommended-head">
              {p.logo && <img src={p.logo} alt="" width={40} height={40} />}
              <div className="recommended-name">
                <strong id={nameId}>{p.name}</strong>
                {tagged && p.tags.length > 0 && (
                  <span className="tags">
                    {p.tags.map((tag) => (
                      <span className="tag" key={tag}>
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
              </div>
              <button type="button" className="recommended-button" aria-disabled={!active} aria-describedby={nameId} onClick={() => void open()}>
                {p.buttonText}
              </button>
            </div>
            <div className="recommended-facts">
              <span>
                <strong>{p.range}</strong>
                <small>{p.rangeDesc}</small>
              </span>
              <span>
                <strong>{p.rate}</strong>
              </span>
            </div>
            <p className="recommended-desc">{p.description}</p>
            {!active && <p className="recommended-off">{t('loanInProgressHint')}</p>}
          </li>
        );
      })}
    </ul>
  );
}
