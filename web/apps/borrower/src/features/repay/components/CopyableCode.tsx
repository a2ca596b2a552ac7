// A pay code or reference number in large type with its Copy button
// ('copy success' when it reached the clipboard).
import { Button } from 'antd-mobile';
import { copyWithToast } from '../../../lib/clipboard';
import { t } from '../../../i18n/i18n';

export interface CopyableCodeProps {
  code: string;
  /** What the code is, read before it ("Reference number"). */
  label: string;
}

export function CopyableCode({ code, label }: CopyableCodeProps) {
  return (
    <div className="copyable-code">
      <span className="copyable-label">{label}</span>
      <div className="copyable-line">
        <strong className="copyable-value" data-testid="pay-code">
          {code}
        </strong>
        <Button size="small" shape="rounded" color="primary" fill="outline" aria-label={t('copyCodeLabel', { label })} onClick={() => void copyWithToast(code)}>
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}
