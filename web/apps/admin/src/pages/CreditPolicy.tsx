// The credit policy (docs/UNDERWRITING.md), under Applications: the
// version in force with its rules, every published version, and, for an
// admin, a draft: each kind of rule in or out of the policy, its outcome
// and parameters (money in pesos). The draft's what-if runs it on the last
// days of applications (nothing saved); Propose sends it to a second admin,
// whose approval publishes it as the next version at once.
import { Alert, App, Button, Card, Checkbox, Descriptions, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, PROPOSED, type PolicyKind, type PolicyRule, type WhatIf } from '../api';
import { DataTable } from '../DataTable';
import { when } from '../format';
import { paths } from '../screens';
import { useSession } from '../session';
import { LoadError, useLoad } from './common';

/** Draft is one kind's row in the editor. */
interface Draft {
  on: boolean;
  outcome: string;
  params: Record<string, number>;
  values: string;
}

/** draftOf is the editor's rows from a policy's rules. */
export function draftOf(kinds: PolicyKind[], rules: PolicyRule[]): Record<string, Draft> {
  const out: Record<string, Draft> = {};
  for (const k of kinds) {
    const r = rules.find((x) => x.code === k.code);
    const params: Record<string, number> = {};
    for (const p of k.params ?? []) params[p.name] = r?.params?.[p.name] ?? p.default;
    out[k.code] = { on: Boolean(r), outcome: r?.outcome ?? k.outcomes?.[0] ?? '', params, values: (r?.values ?? []).join(' ') };
  }
  return out;
}

/** rulesOf is the draft as the server takes it, in the catalogue's order. */
export function rulesOf(kinds: PolicyKind[], draft: Record<string, Draft>): PolicyRule[] {
  return kinds.filter((k) => draft[k.code]?.on).map((k) => {
    const d = draft[k.code];
    const rule: PolicyRule = { code: k.code, outcome: d.outcome };
    if ((k.params ?? []).length > 0) rule.params = { ...d.params };
    if (k.values) rule.values = d.values.split(/[\s,]+/).filter(Boolean).map((v) => v.toUpperCase());
    return rule;
  });
}

export function CreditPolicy() {
  const { message } = App.useApp();
  const { can } = useSession();
  const page = useLoad(() => api.creditPolicy(), []);
  const p = page.data;
  const [draft, setDraft] = useState<Record<string, Draft>>();
  const [loaded, setLoaded] = useState<typeof p>(undefined);
  const [note, setNote] = useState('');
  const [days, setDays] = useState(30);
  const [whatIf, setWhatIf] = useState<WhatIf>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (loaded !== p) {
    setLoaded(p);
    if (p) setDraft(draftOf(p.kinds ?? [], p.current.rules ?? []));
  }
  const kinds = p?.kinds ?? [];
  const edit = (code: string, change: Partial<Draft>) => setDraft((d) => (d ? { ...d, [code]: { ...d[code], ...change } } : d));
  const editable = can('credit-policy');

  const run = async (what: 'what-if' | 'propose') => {
    if (!p || !draft) return;
    setBusy(true);
    setErrors({});
    try {
      const rules = rulesOf(kinds, draft);
      if (what === 'what-if') setWhatIf(await api.whatIf(rules, days));
      else {
        await api.proposePolicy(rules, note.trim(), p.current.version);
        message.success(`${PROPOSED}: version ${p.current.version + 1} of the credit policy.`);
        setNote('');
      }
    } catch (e) {
      const err = e as ApiError;
      setErrors(err.fields);
      message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Credit policy</Typography.Title>
      <Typography.Paragraph type="secondary">
        <Link to={paths.applications}>Applications</Link> are decided under the version in force. A rule that fires gives its reason; a reject reason rejects, else a review reason sends the application to a reviewer, else it is approved.
      </Typography.Paragraph>
      <LoadError error={page.error} />
      {p && draft && (
        <>
          <Card className="console-toolbar" size="small" title={`In force: version ${p.current.version}${p.current.version === 0 ? ' (built in)' : ''}`}>
            <Typography.Paragraph>{p.current.note}</Typography.Paragraph>
            <DataTable small testId="policy-versions" rowKey={(v) => v.version} rows={p.versions ?? []} emptyText="No version published yet: the built-in policy is in force."
              columns={[
                { title: 'Version', dataIndex: 'version' },
                { title: 'What changed', dataIndex: 'note' },
                { title: 'Proposed by', dataIndex: 'proposedBy' },
                { title: 'Approved by', dataIndex: 'approvedBy' },
                { title: 'Published', dataIndex: 'publishedAt', render: when },
              ]} />
          </Card>
          <Card className="console-toolbar" size="small" title={editable ? 'Draft' : 'Rules'}>
            <DataTable small testId="policy-rules" rowKey={(k) => k.code} rows={kinds}
              columns={[
                {
                  title: 'Rule', key: 'rule', render: (_: never, k: PolicyKind) => (
                    <Checkbox checked={draft[k.code].on} disabled={!editable || k.code === 'limit'} onChange={(e) => edit(k.code, { on: e.target.checked })}>
                      <strong>{k.name}</strong>
                      <div className="policy-help">{k.help}</div>
                    </Checkbox>
                  ),
                },
                { title: 'Reason code', dataIndex: 'reason' },
                {
                  title: 'Outcome', key: 'outcome', render: (_: never, k: PolicyKind) => (
                    <Select size="small" aria-label={`${k.name}: outcome`} value={draft[k.code].outcome} disabled={!editable || !draft[k.code].on} style={{ width: 100 }}
                      options={(k.outcomes ?? []).map((o) => ({ value: o, label: o }))} onChange={(v: string) => edit(k.code, { outcome: v })} />
                  ),
                },
                {
                  title: 'Parameters', key: 'params', render: (_: never, k: PolicyKind) => (
                    <Space direction="vertical" size={4}>
                      {(k.params ?? []).map((prm) => (
                        <label key={prm.name} className="policy-param">
                          <span>{prm.label}{prm.money ? ' (₱)' : ''}</span>
                          <InputNumber size="small" aria-label={`${k.name}: ${prm.label}`} disabled={!editable || !draft[k.code].on}
                            value={prm.money ? draft[k.code].params[prm.name] / 100 : draft[k.code].params[prm.name]}
                            onChange={(v) => edit(k.code, { params: { ...draft[k.code].params, [prm.name]: Math.round(Number(v ?? 0) * (prm.money ? 100 : 1)) } })} />
                        </label>
                      ))}
                      {k.values && (
                        <Input size="small" aria-label={`${k.name}: countries`} disabled={!editable || !draft[k.code].on} value={draft[k.code].values}
                          onChange={(e) => edit(k.code, { values: e.target.value })} placeholder="PH" />
                      )}
                      {errors[k.code] && <Typography.Text type="danger">{errors[k.code]}</Typography.Text>}
                    </Space>
                  ),
                },
              ]} />
            {editable && (
              <Space className="console-after" direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <span>What-if on the last</span>
                  <InputNumber aria-label="Days of applications" min={1} max={365} value={days} onChange={(v) => setDays(Number(v ?? 30))} />
                  <span>days</span>
                  <Button onClick={() => void run('what-if')} loading={busy}>Run what-if</Button>
                </Space>
                {whatIf && <WhatIfResult w={whatIf} />}
                <Input.TextArea aria-label="What changes and why" placeholder="What changes and why (at most 200 characters)" rows={2} maxLength={200} showCount
                  value={note} onChange={(e) => setNote(e.target.value)} status={errors.note ? 'error' : undefined} />
                {errors.note && <Typography.Text type="danger">{errors.note}</Typography.Text>}
                <Button type="primary" onClick={() => void run('propose')} loading={busy}>Propose as version {p.current.version + 1}</Button>
              </Space>
            )}
          </Card>
        </>
      )}
    </>
  );
}

/** WhatIfResult is a what-if's counts beside what was decided. */
function WhatIfResult({ w }: { w: WhatIf }) {
  const a = w.approved;
  return (
    <Alert type="info" data-testid="what-if" message={`${w.applications} applications in the last ${w.days} days`} description={
      <Descriptions size="small" column={3} items={[
        { label: 'Draft: approve / review / reject', children: `${w.draft.approve} / ${w.draft.review} / ${w.draft.reject}` },
        { label: 'Decided: approve / review / reject', children: `${w.actual.approve} / ${w.actual.review} / ${w.actual.reject}` },
        { label: 'Decided otherwise', children: (w.changed ?? []).length },
        { label: 'Approved by the draft and paid out', children: a.disbursed },
        { label: 'Repaid on time / late', children: `${a.onTime} / ${a.late}` },
        { label: 'Current / 1–29 / 30+ days past due', children: `${a.current} / ${a.pastDue} / ${a.pastDue30}` },
      ]} />
    } />
  );
}
