// My complaints, /complaintList: the server's tabs
// (Processing, Processed), each complaint with its time, 'Problem Type' and
// what the borrower wrote; tapping one opens its details.
import { useState } from 'react';
import { Page } from '../../../components/Page';
import { Tabs } from '../../../components/Tabs';
import { openPage } from '../../../lib/bridge';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchProblemList } from '../api/problem-list';
import type { ProblemTab } from '../api/types';
import { Chevron } from '../../../components/Chevron';
import { callBody } from '../../../components/PageState';
import '../../../components/loan-pages.css';
import '../complaints.css';

export default function ComplaintListPage() {
  const call = useCall(fetchProblemList);
  return (
    <Page title={t('myComplaints')} className="complaint-page complaint-list">
      {callBody(call, (d) => <ComplaintTabs tabs={d.tabs ?? []} />)}
    </Page>
  );
}

function ComplaintTabs({ tabs }: { tabs: ProblemTab[] }) {
  const [active, setActive] = useState(String(tabs[0]?.status));
  if (tabs.length === 0) return <p className="muted cp-empty">{t('complaintListEmpty')}</p>;
  return (
    <Tabs
      className="cp-tabs"
      active={active}
      onChange={setActive}
      tabs={tabs.map((tab) => ({
        key: String(tab.status),
        title: tab.title,
        content:
          (tab.list ?? []).length === 0 ? (
            <p className="muted cp-empty">{t('complaintListEmpty')}</p>
          ) : (
            <ul className="cp-items">
              {(tab.list ?? []).map((item) => (
                <li key={item.id}>
                  <button type="button" className="card cp-item" onClick={() => openPage('complainDetails', `problemId=${item.id}`)}>
                    <span className="cp-item-time">{item.time}</span>
                    <span className="cp-item-type">
                      <span className="muted">{t('problemType')}</span>
                      <strong>{item.type}</strong>
                    </span>
                    <span className="cp-item-content">{item.content}</span>
                    <Chevron right />
                  </button>
                </li>
              ))}
            </ul>
          ),
      }))}
    />
  );
}
