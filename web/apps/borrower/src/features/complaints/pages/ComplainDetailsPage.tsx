// Complaint details, /complainDetails?problemId=:
// the type and sub-type, what the borrower wrote (x/200, read only) and
// the photos (tap to enlarge); 'Process Result' with the reply and its
// photos under the 'CS' agent, or the date the reply is promised by. 3 s
// after the details load, when the server asks for a score, the rating.
import { useEffect, useState } from 'react';
import { Tag } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchProblemDetail } from '../api/problem-detail';
import { MAX_DETAIL, type ProblemDetail } from '../api/types';
import { Photos } from '../components/Photos';
import { ScoreDialog } from '../components/ScoreDialog';
import { codePoints } from '../evidence';
import { callBody } from '../../../components/PageState';
import '../../../components/loan-pages.css';
import '../complaints.css';

/** SCORE_DELAY_MS is how long after loading the rating appears. */
export const SCORE_DELAY_MS = 3000;
/** PROCESSED is the status of a complaint that has its reply. */
export const PROCESSED = 2;

export default function ComplainDetailsPage() {
  const problemId = pageParam('problemId') ?? '';
  const call = useCall(() => fetchProblemDetail(problemId), [problemId]);
  return (
    <Page title={t('complaintDetailsTitle')} className="complaint-page complaint-details">
      {callBody(call, (d) => <Details key={d.problemId} loaded={d} />)}
    </Page>
  );
}

function Details({ loaded }: { loaded: ProblemDetail }) {
  const [d, setD] = useState(loaded);
  const [rating, setRating] = useState(false);

  useEffect(() => {
    if (!loaded.isNeedScore) return;
    const timer = setTimeout(() => setRating(true), SCORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  const replied = d.status === PROCESSED || Boolean(d.disposeDetail);
  return (
    <>
      <section className="card cp-problem" aria-labelledby="cp-problem-title">
        <h2 className="visually-hidden" id="cp-problem-title">
          {t('problemType')}
        </h2>
        <div className="cp-problem-head">
          <div className="cp-tags">
            <Tag color="primary" fill="outline" round>
              {d.type}
            </Tag>
            {d.sonType && (
              <Tag color="primary" fill="solid" round>
                {d.sonType}
              </Tag>
            )}
          </div>
          <span className={`cp-state cp-state-${d.status}`}>{d.statusText}</span>
        </div>
        <p className="cp-when muted">{t('complaintSubmitted', { time: d.time })}</p>
        <div className="cp-content">
          <p>{d.content}</p>
          <div className="cp-count">{t('complaintCount', { n: codePoints(d.content), max: MAX_DETAIL })}</div>
        </div>
        {(d.images ?? []).length > 0 && <Photos urls={d.images ?? []} />}
      </section>

      <section className="card cp-result" aria-labelledby="cp-result-title">
        <h2 className="card-title" id="cp-result-title">
          {t('processResult')}
        </h2>
        {replied ? (
          <div className="cp-reply">
            <div className="cp-agent">
              <span className="cp-agent-badge">{t('csAgent')}</span>
              {d.disposeTime && <span className="muted">{d.disposeTime}</span>}
            </div>
            <p className="cp-reply-text">{d.disposeDetail}</p>
            {(d.disposeImages ?? []).length > 0 && <Photos urls={d.disposeImages ?? []} />}
            {d.score > 0 && (
              <p className="cp-score">
                {t('complaintYourScore')}: <span aria-label={t(d.score === 1 ? 'starLabel' : 'starsLabel', { n: d.score })}>{'★'.repeat(d.score)}</span>
              </p>
            )}
          </div>
        ) : (
          <p className="cp-waiting">{t('complaintReplyBy', { date: d.dueDate })}</p>
        )}
      </section>

      <ScoreDialog
        problemId={d.problemId}
        open={rating}
        onClose={() => setRating(false)}
        onScored={(score) => setD((now) => ({ ...now, score, isNeedScore: 0 }))}
      />
    </>
  );
}
