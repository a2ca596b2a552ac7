// The complaint form, /complainPageNext?problemType=&problemSonType=&orderNo=:
// the chosen type and sub-type as tags (titles from problem-init), the
// description (at most 200 characters, extra input ignored), up to 9 photos,
// the 3-weekday promise and Send; after the 'Successfully Sent' modal, back
// to the complaint home in 1.5 s.
import { useEffect, useRef, useState } from 'react';
import { Button, Tag, TextArea } from 'antd-mobile';
import { Dialog } from '../../../components/overlays';
import { StatusBlock } from '../../../components/StatusBlock';
import { Page } from '../../../components/Page';
import { openPage } from '../../../lib/bridge';
import { pageParam } from '../../../lib/page-query';
import * as toast from '../../../lib/toast';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchProblemInit } from '../api/problem-init';
import { saveProblem } from '../api/problem-save';
import { MAX_DETAIL, MAX_IMAGES, type ProblemInit } from '../api/types';
import { EvidencePicker } from '../components/EvidencePicker';
import { clip, codePoints, keptOrderNo } from '../evidence';
import { callBody } from '../../../components/PageState';
import '../../../components/loan-pages.css';
import '../complaints.css';

/** SENT_REDIRECT_MS is how long the success modal shows before the complaint home. */
export const SENT_REDIRECT_MS = 1500;

export default function ComplainFormPage() {
  const call = useCall(() => fetchProblemInit());
  return (
    <Page title={t('complaintTitle')} className="loan-page complaint-page">
      {callBody(call, (d) => <Form init={d} />)}
    </Page>
  );
}

function Form({ init }: { init: ProblemInit }) {
  const problemType = pageParam('problemType') ?? '';
  const problemSonType = pageParam('problemSonType') ?? '';
  const orderNo = pageParam('orderNo') ?? keptOrderNo() ?? '';
  const type = init.problemType?.find((o) => String(o.value) === problemType);
  const son = problemSonType && problemSonType !== '0' ? init.problemSonType?.find((o) => String(o.value) === problemSonType) : undefined;
  const [detail, setDetail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!type) {
    return (
      <StatusBlock status="default" title={t('complaintNoType')}>
        <Button shape="rounded" color="primary" onClick={() => openPage('complaint')}>
          {t('complaintBackHome')}
        </Button>
      </StatusBlock>
    );
  }

  async function send() {
    if (busy || sent) return;
    if (!detail.trim()) {
      toast.show(t('fillComments'));
      return;
    }
    if (uploading > 0) {
      toast.info(t('complaintWaitUploads'));
      return;
    }
    setBusy(true);
    const r = await saveProblem({ problemType, problemSonType: son ? problemSonType : '', problemDetail: detail, images, orderNo });
    setBusy(false);
    if (!r.success) return;
    setSent(true);
    timer.current = setTimeout(() => openPage('complaint'), SENT_REDIRECT_MS);
  }

  return (
    <>
      <div className="cp-tags">
        <Tag color="primary" fill="outline" round>
          {type.title}
        </Tag>
        {son && (
          <Tag color="primary" fill="solid" round>
            {son.title}
          </Tag>
        )}
      </div>

      <section className="card cp-describe">
        <label className="card-title" htmlFor="cp-detail">
          {t('complaintDescribe')}
        </label>
        <TextArea
          id="cp-detail"
          value={detail}
          onChange={(v) => setDetail(clip(v, MAX_DETAIL))}
          placeholder={t('complaintPlaceholder')}
          rows={5}
          autoSize={{ minRows: 5, maxRows: 10 }}
        />
        <div className="cp-count" aria-live="polite">
          {t('complaintCount', { n: codePoints(detail), max: MAX_DETAIL })}
        </div>
      </section>

      <section className="card cp-evidence" aria-labelledby="cp-evidence-title">
        <h2 className="card-title" id="cp-evidence-title">
          {t('complaintPhotos', { max: MAX_IMAGES })}
        </h2>
        <EvidencePicker urls={images} onChange={setImages} onBusy={setUploading} />
      </section>

      <p className="cp-tip">
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {t('complaintTip')}
      </p>

      <div className="bottom-bar">
        <Button block shape="rounded" color="primary" size="large" loading={busy} onClick={() => void send()}>
          {t('send')}
        </Button>
      </div>

      <Dialog visible={sent} title={t('sentTitle')} aria-label={t('sentTitle')} content={<p className="cp-sent">{t('sentText')}</p>} />
    </>
  );
}
