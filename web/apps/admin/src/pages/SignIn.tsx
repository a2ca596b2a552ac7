// Sign-in: name, password and the authenticator app's code. The server's
// message is shown as it is ("The name, password or code is wrong.", the
// lockout's "locked until ..."), the lockout as a warning.
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, api, LOCKED, setSession } from '../api';

interface Fields {
  name: string;
  password: string;
  code: string;
}

/** safeNext keeps a return address inside the console. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  const submit = async (f: Fields) => {
    setBusy(true);
    setError(undefined);
    try {
      const me = await api.signIn(f.name.trim(), f.password, f.code.trim());
      setSession(me.csrf);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (e) {
      const err = e as ApiError;
      setError(err);
      form.setFields(Object.entries(err.fields).map(([name, msg]) => ({ name: name as keyof Fields, errors: [msg] })));
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-centre">
      <Card className="console-card" title="Sign in to the Kwarta console">
        {error && (
          <Alert className="console-toolbar" showIcon type={error.code === LOCKED ? 'warning' : 'error'}
            message={error.code === LOCKED ? 'Too many tries' : 'Not signed in'} description={error.message} />
        )}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}
          initialValues={{ name: params.get('name') ?? '' }}>
          <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter your operator name.' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Code from your authenticator app" name="code"
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6-digit code.' }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>Sign in</Button>
        </Form>
        <Typography.Paragraph type="secondary" className="console-toolbar">
          New operators start from the one-time link an admin gives them.
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
