// The first sign-in, from the one-time link /admin/enrol?token=…: set a
// password of at least 12 characters, scan the QR code (or type the
// secret) into an authenticator app, prove its first code. The link is
// then used up and the operator signs in.
import { Alert, Button, Card, Form, Input, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, api, type Enrolment } from '../api';
import { paths } from '../screens';

/** MIN_PASSWORD is console.MinPasswordLen. */
export const MIN_PASSWORD = 12;

export function Enrol() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await f();
    } catch (e) {
      const err = e as ApiError;
      form.setFields(Object.entries(err.fields).map(([name, msg]) => ({ name, errors: [msg] })));
      if (Object.keys(err.fields).length === 0) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className="console-centre">
        <Result status="warning" title="This sign-in link is incomplete"
          subTitle="Open the whole link an admin gave you, or ask for a new one." />
      </div>
    );
  }
  const step = done ? 2 : enrolment ? 1 : 0;
  return (
    <div className="console-centre">
      <Card className="console-card" title="Set up your console account">
        <Steps size="small" current={step} className="console-toolbar"
          items={[{ title: 'Password' }, { title: 'Authenticator' }, { title: 'Done' }]} />
        {error && <Alert className="console-toolbar" type="error" showIcon message={error} />}
        {step === 0 && (
          <Form form={form} layout="vertical" requiredMark={false}
            onFinish={(f: { password: string }) => run(async () => setEnrolment(await api.enrol(token, f.password)))}>
            <Form.Item label="New password" name="password" extra={`At least ${MIN_PASSWORD} characters.`}
              rules={[{ required: true, min: MIN_PASSWORD, message: `A password has at least ${MIN_PASSWORD} characters.` }]}>
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item label="The password again" name="again" dependencies={['password']}
              rules={[{ required: true, message: 'Type the password again.' },
                ({ getFieldValue }) => ({
                  validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The two passwords differ.'))),
                })]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>Set the password</Button>
          </Form>
        )}
        {step === 1 && enrolment && (
          <Form form={form} layout="vertical" requiredMark={false}
            onFinish={(f: { code: string }) => run(async () => {
              await api.confirmEnrol(token, f.code.trim());
              setDone(true);
            })}>
            <Typography.Paragraph>
              Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...),
              or type the secret into it.
            </Typography.Paragraph>
            <img className="console-qr" src={enrolment.qr} alt="QR code of your authenticator secret" />
            <Typography.Paragraph>
              Secret: <Typography.Text code copyable data-testid="totp-secret">{enrolment.secret}</Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true }}>
              {enrolment.otpauthUrl}
            </Typography.Paragraph>
            <Form.Item label="The code the app shows now" name="code"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6-digit code.' }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>Confirm</Button>
          </Form>
        )}
        {step === 2 && enrolment && (
          <Result status="success" title="Your account is ready"
            subTitle="Sign in with your name, your password and a new code from the app."
            extra={<Link to={`${paths.signIn}?name=${encodeURIComponent(enrolment.name)}`}><Button type="primary">Sign in</Button></Link>} />
        )}
      </Card>
    </div>
  );
}
