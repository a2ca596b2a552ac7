// The full-screen agreement modal: the document in a
// frame, with Cancel and Agree. The document is on this site, so the frame
// carries the session query; a foreign address never gets it.
import { Button } from 'antd-mobile';
import { Popup } from '../../../components/overlays';
import { commonQuery } from '../../../lib/common-params';
import { appendQuery, isSameOrigin } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';

export interface OpenAgreement {
  url: string;
  title: string;
}

interface Props {
  agreement?: OpenAgreement;
  onCancel(): void;
  onAgree(): void;
}

/** framedUrl is the address the frame loads. */
export function framedUrl(url: string): string {
  return isSameOrigin(url) ? appendQuery(url, commonQuery()) : url;
}

export function AgreementModal({ agreement, onCancel, onAgree }: Props) {
  return (
    <Popup visible={Boolean(agreement)} position="bottom" bodyClassName="agreement-modal" destroyOnClose onMaskClick={onCancel}>
      {agreement && (
        <div className="agreement-modal-inner" role="dialog" aria-modal="true" aria-label={agreement.title}>
          <header className="agreement-modal-bar">{agreement.title}</header>
          <iframe className="agreement-frame" title={agreement.title} src={framedUrl(agreement.url)} />
          <footer className="agreement-modal-actions">
            <Button block onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button block color="primary" onClick={onAgree}>
              {t('agree')}
            </Button>
          </footer>
        </div>
      )}
    </Popup>
  );
}
