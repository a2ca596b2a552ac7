// Five stars; tapping star n fills stars 1 to n. Plain buttons rather than
// antd's Rate, which reads pointer positions: these work with a keyboard and
// a screen reader, and a test can press them.
import { t } from '../i18n/i18n';

export function StarRating({ value, onChange, label }: { value: number; onChange(n: number): void; label?: string }) {
  return (
    <div className="stars" role="group" aria-label={label ?? t('rateTitle')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={`star${n <= value ? ' star-on' : ''}`}
          aria-label={t(n === 1 ? 'starLabel' : 'starsLabel', { n })}
          aria-pressed={n <= value}
          onClick={() => onChange(n)}
        >
          <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
