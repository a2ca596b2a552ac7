// Content (admin): the promotion landing templates, edited beside a live
// preview of the landing page, the lender's details and contact lines the
// borrower pages show, and the privacy policy and loan terms (ContentLegal). The server checks every field and names the
// wrong ones; each save is recorded in the audit log, before and after.
// A template's change and opening a landing page are proposed: a second
// admin's approval in "Waiting for approval" carries them out.
import { App, Button, Card, Form, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api, PROPOSED, type Details, type Template } from '../api';
import { LandingPreview, type PreviewTemplate } from '../preview';
import { LoadError, useLoad } from './common';
import { LegalTexts } from './ContentLegal';

type TemplateForm = PreviewTemplate & Pick<Template, 'name' | 'iosUrl' | 'androidUrl' | 'appScheme'>;

/** templateForm is a template as the form holds it (highlights one a line). */
export function templateForm(t: Template): TemplateForm {
  return {
    name: t.name, headline: t.headline, subheadline: t.subheadline, highlights: (t.highlights ?? []).join('\n'), bannerUrl: t.bannerUrl,
    primaryColor: t.primaryColor, backgroundColor: t.backgroundColor, textColor: t.textColor, buttonText: t.buttonText,
    iosUrl: t.iosUrl, androidUrl: t.androidUrl, appScheme: t.appScheme,
  };
}

/** showFieldErrors puts the server's field messages on the form. */
function showFieldErrors(form: FormInstance, err: ApiError): void {
  form.setFields(Object.entries(err.fields).map(([name, msg]) => ({ name, errors: [msg] })));
}

const templateFields: { name: keyof TemplateForm; label: string; area?: boolean; extra?: string }[] = [
  { name: 'name', label: 'Name (operators only)' },
  { name: 'headline', label: 'Title' },
  { name: 'subheadline', label: 'Line under the title' },
  { name: 'highlights', label: 'Highlights', area: true, extra: 'One a line, at most 5 of 40 characters.' },
  { name: 'bannerUrl', label: 'Banner image', extra: 'https://… or a path on this site, or upload one (750×360 shows best); empty: no banner.' },
  { name: 'primaryColor', label: 'Primary colour', extra: '#rgb or #rrggbb: the apply button and the ticks.' },
  { name: 'backgroundColor', label: 'Background colour' },
  { name: 'textColor', label: 'Text colour' },
  { name: 'buttonText', label: 'Apply button' },
  { name: 'iosUrl', label: 'App Store link', extra: "Empty: the lender's." },
  { name: 'androidUrl', label: 'Google Play link', extra: "Empty: the lender's." },
  { name: 'appScheme', label: 'App URL scheme', extra: "Empty: the lender's." },
];

const detailFields: { name: keyof Details; label: string }[] = [
  { name: 'appName', label: "App's name" },
  { name: 'companyName', label: 'Registered name' },
  { name: 'companyAddress', label: 'Address' },
  { name: 'website', label: 'Website' },
  { name: 'supportEmail', label: 'Customer service email' },
  { name: 'supportPhone', label: 'Customer service phone' },
  { name: 'supportHours', label: 'Opening hours' },
  { name: 'grievanceName', label: 'Grievance officer' },
  { name: 'grievanceEmail', label: "Grievance officer's email" },
  { name: 'grievancePhone', label: "Grievance officer's phone" },
  { name: 'grievanceAddress', label: "Grievance officer's address" },
  { name: 'iosStoreUrl', label: 'The app on the App Store' },
  { name: 'androidStoreUrl', label: 'The app on Google Play' },
  { name: 'appScheme', label: "The app's URL scheme" },
];

export function Content() {
  const templates = useLoad(() => api.templates(), []);
  const company = useLoad(() => api.company(), []);
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Content</Typography.Title>
      <LoadError error={templates.error ?? company.error} />
      <Templates list={templates.data ?? []} reload={templates.reload} details={company.data} />
      {company.data && <Company details={company.data} saved={company.reload} />}
      <LegalTexts />
    </>
  );
}

function Templates({ list, reload, details }: { list: Template[]; reload(): void; details?: Details }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateForm>();
  const [id, setId] = useState<number>();
  const [preview, setPreview] = useState<TemplateForm>();
  const [busy, setBusy] = useState(false);
  const current = list.find((t) => t.id === id) ?? list[0];

  // The preview starts again, with the form, from the chosen template: the
  // preview while rendering (state that follows the chosen template), the
  // form (antd's store, outside React) in an effect.
  const [chosen, setChosen] = useState<Template>();
  if (chosen !== current) {
    setChosen(current);
    if (current) setPreview(templateForm(current));
  }
  useEffect(() => {
    if (!current) return;
    form.resetFields();
    form.setFieldsValue(templateForm(current));
  }, [current, form]);

  const file = useRef<HTMLInputElement>(null);
  const upload = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      const { url } = await api.uploadImage(f);
      form.setFieldValue('bannerUrl', url);
      form.setFields([{ name: 'bannerUrl', errors: [] }]);
      setPreview(form.getFieldsValue(true));
      message.success('Image uploaded; save the template to use it.');
    } catch (e) {
      message.error((e as ApiError).fields.file ?? (e as ApiError).message);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  const copy = async () => {
    if (!current) return;
    try {
      const t = await api.copyTemplate(current.id);
      message.success(`Template ${t.id} added, closed until you open it.`);
      setId(t.id);
      reload();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  const open = async (on: boolean) => {
    if (!current) return;
    try {
      const t = await api.enableTemplate(current.id, on);
      if (t.proposal) message.info(`${PROPOSED}: ${t.proposal.summary}.`);
      else message.success(`/landing/?id=${current.id} is closed: it answers "not found".`);
      reload();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const save = async (f: TemplateForm) => {
    if (!current) return;
    setBusy(true);
    try {
      const t = await api.saveTemplate({ ...f, id: current.id });
      message.info(`${PROPOSED}: ${t.proposal?.summary ?? `template ${t.id}`}.`);
      reload();
    } catch (e) {
      const err = e as ApiError;
      showFieldErrors(form, err);
      message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="console-toolbar" title="Promotion templates"
      extra={
        <Space>
          <Select aria-label="Template" className="content-template-select" value={current?.id} onChange={setId}
            options={list.map((t) => ({ value: t.id, label: `${t.id}: ${t.name}${t.enabled ? '' : ' (closed)'}` }))} />
          <Button onClick={copy} disabled={!current}>Copy as a new template</Button>
        </Space>
      }>
      {current && preview && (
        <div className="content-columns">
          <Form form={form} layout="horizontal" labelCol={{ span: 7 }} wrapperCol={{ span: 17 }} requiredMark={false}
            onFinish={save} onValuesChange={(_, all) => setPreview(all)}>
            <Form.Item label="Landing page">
              <Space>
                <Typography.Link href={`/landing/?id=${current.id}`} target="_blank">/landing/?id={current.id}</Typography.Link>
                <Switch aria-label="Landing page open" checked={current.enabled} onChange={open} />
                {current.enabled ? <Tag color="green">open</Tag> : <Tag color="gold">closed</Tag>}
              </Space>
            </Form.Item>
            {templateFields.map((f) => (
              <Form.Item key={f.name} label={f.label} extra={f.extra}>
                <Form.Item name={f.name} noStyle>
                  {f.area ? <Input.TextArea rows={4} aria-label={f.label} /> : <Input aria-label={f.label} />}
                </Form.Item>
                {f.name === 'bannerUrl' && (
                  <>
                    <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml" className="content-file"
                      aria-label="Banner image file" onChange={(e) => void upload(e.target.files?.[0])} />
                    <Button className="content-upload" size="small" onClick={() => file.current?.click()} loading={busy}>Upload an image…</Button>
                  </>
                )}
              </Form.Item>
            ))}
            <Form.Item wrapperCol={{ offset: 7 }}>
              <Button type="primary" htmlType="submit" loading={busy}>Save template</Button>
            </Form.Item>
          </Form>
          <LandingPreview template={preview} appName={details?.appName ?? ''} companyName={details?.companyName ?? ''}
            companyAddress={details?.companyAddress ?? ''} />
        </div>
      )}
    </Card>
  );
}

function Company({ details, saved }: { details: Details; saved(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Details>();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.setFieldsValue(details), [details, form]);

  const save = async (d: Details) => {
    setBusy(true);
    try {
      await api.saveCompany(d);
      message.success('Saved; the borrower pages show the new details now.');
      saved();
    } catch (e) {
      const err = e as ApiError;
      showFieldErrors(form, err);
      message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Company details and contact lines">
      <Typography.Paragraph type="secondary">
        What the information pages, the customer service page, the official site and the landing page show (the app
        links: where the download buttons lead, and the scheme that opens the app). The server's flags
        (--company-*, --support-*, --grievance-*) are the defaults: a field saved empty shows the flag's value again.
        The privacy policy and the loan terms below name these details through placeholders.
      </Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 12 }} requiredMark={false} onFinish={save}>
        {detailFields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label}>
            <Input />
          </Form.Item>
        ))}
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={busy}>Save details</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
