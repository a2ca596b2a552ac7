// Content (admin): the privacy policy and the loan terms. The text is
// edited in the markup the server reads (docs/CONSOLE.md) beside a preview
// drawn by the borrower pages' own LegalBlocks from the server's reading of
// the draft, so a mistake shows with its line before anything is saved.
// Publishing proposes the next version: a second admin's approval (in
// "Waiting for approval", where the lines removed and added are shown)
// stores it (kept for ever, audited) and the pages show it at once. An
// older version can be loaded into the editor and published again.
import { Alert, App, Button, Card, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { Fragment, useEffect, useState } from 'react';
import { ApiError, api, PROPOSED, type LegalDocument, type LegalKind } from '../api';
import { LegalBlocks } from '../../../../shared/ui/legal-blocks';
import { marketZone, when } from '../format';
import { LoadError, useLoad } from './common';

const kinds: { value: LegalKind; label: string }[] = [
  { value: 'privacy', label: 'Privacy policy' },
  { value: 'terms', label: 'Loan terms' },
];

/** PREVIEW_DELAY_MS is how long typing pauses before the draft is read again. */
const PREVIEW_DELAY_MS = 400;
/** EMPTY is the mistake of an empty text. */
const EMPTY = 'The text is empty.';

export function LegalTexts() {
  const [kind, setKind] = useState<LegalKind>('privacy');
  /** version is the one loaded into the editor: undefined for the newest, 0 for the built-in text. */
  const [version, setVersion] = useState<number>();
  const editor = useLoad(() => api.legal(kind, version), [kind, version]);
  const [body, setBody] = useState('');
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<LegalDocument>();
  const [mistake, setMistake] = useState('');
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const e = editor.data;

  // The editor's text starts from each version loaded into it, then is the
  // operator's (state that follows a loaded version is set while rendering).
  const [loaded, setLoaded] = useState<typeof e>(undefined);
  if (loaded !== e) {
    setLoaded(e);
    if (e) setBody(e.text.body ?? '');
  }
  // An empty text is refused here, without asking the server; the mistake then
  // stays until the server's preview of a text answers.
  const empty = Boolean(e) && !body.trim();
  if (empty && mistake !== EMPTY) setMistake(EMPTY);

  useEffect(() => {
    if (!e || empty) return;
    let live = true;
    const timer = setTimeout(() => {
      api.previewLegal(kind, body).then(
        (d) => live && (setPreview(d), setMistake('')),
        (err: ApiError) => live && setMistake(err.fields.body ?? err.message),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, body, e, empty]);

  const publish = async () => {
    if (!e) return;
    setBusy(true);
    try {
      // Proposed: a second admin's approval publishes it (the draft stays
      // here until then).
      const p = await api.publishLegal({ kind, body, note, base: e.latest });
      message.info(`${PROPOSED}: ${p.proposal?.summary ?? ''}.`);
    } catch (err) {
      const ae = err as ApiError;
      message.error(ae.fields.note ?? ae.fields.body ?? ae.message);
    } finally {
      setBusy(false);
    }
  };

  const versions = e
    ? [
        ...(e.versions ?? []).map((v) => ({ value: v.version, label: `Version ${v.version}, ${when(new Date(v.at).toISOString())}, ${v.by}: ${v.note}` })),
        { value: 0, label: 'Version 0: the built-in text' },
      ]
    : [];

  return (
    <Card title="Privacy policy and loan terms" className="console-toolbar"
      extra={<Radio.Group aria-label="Which text" optionType="button" value={kind} options={kinds}
        onChange={(ev) => (setKind(ev.target.value as LegalKind), setVersion(undefined), setPreview(undefined))} />}>
      <LoadError error={editor.error} />
      {e && (
        <div className="content-columns">
          <div>
            <Space wrap className="legal-version">
              <Typography.Text>Load into the editor:</Typography.Text>
              <Select aria-label="Version" className="legal-version-select" value={e.text.version}
                onChange={(v: number) => setVersion(v === e.latest ? undefined : v)} options={versions} popupMatchSelectWidth={false} />
            </Space>
            {e.text.version !== e.latest && (
              <Alert className="legal-alert" type="info" showIcon
                message={`This is version ${e.text.version}. Publishing it makes it version ${e.latest + 1}; the pages show version ${e.latest} until then.`} />
            )}
            <Input.TextArea aria-label="Legal text" className="legal-editor" value={body} onChange={(ev) => setBody(ev.target.value)}
              rows={28} spellCheck />
            <Typography.Paragraph type="secondary" className="legal-help">
              An empty line starts a paragraph; a single line break is kept. <code>## </code> starts a section, <code>### </code> a
              part of one, <code>- </code> a list item, <code>| a | b |</code> a table row (the first row is the header). Write
              {' '}<code>**bold**</code>, <code>[text](https://…)</code>, and the lender's details as placeholders:{' '}
              {e.placeholders?.map((p) => (
                <Fragment key={p}>
                  <code>{`{{${p}}}`}</code>{' '}
                </Fragment>
              ))}. A website, an email or a phone placeholder is a link by itself.
            </Typography.Paragraph>
            {mistake && <Alert type="error" showIcon message={mistake} className="legal-alert" role="alert" />}
            <Form layout="inline" onFinish={publish}>
              <Form.Item label="What changed" className="legal-note">
                <Input aria-label="What changed" value={note} onChange={(ev) => setNote(ev.target.value)} maxLength={200} placeholder="e.g. New grievance officer" />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={busy} disabled={!!mistake || !note.trim()}>
                  Publish as version {e.latest + 1}
                </Button>
              </Form.Item>
            </Form>
          </div>
          <div className="legal-preview" aria-label="Preview">
            <div className="legal-preview-bar">{e.title}</div>
            {preview && <LegalBlocks doc={preview} timeZone={marketZone()} />}
          </div>
        </div>
      )}
    </Card>
  );
}
