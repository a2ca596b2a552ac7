// The console's frame: the side menu (only the screens the role permits),
// the operator, the market's zone every time is in, and sign out; it loads
// the session (GET me) and the market (GET market) and sends a
// signed-out operator to the sign-in screen, back here afterwards.
import { Alert, Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError, api, LOGIN_REQUIRED, setSession, type Me } from '../api';
import { setMarket, zoneLabel } from '../format';
import { allowed, paths, screenOf } from '../screens';
import { SessionContext, sessionOf, useSession } from '../session';

/** signInPath is the sign-in screen, coming back to where the operator was. */
export function signInPath(next: string): string {
  return next && next !== '/' ? `${paths.signIn}?next=${encodeURIComponent(next)}` : paths.signIn;
}

export function ConsoleLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [me, setMe] = useState<Me>();
  const [error, setError] = useState<ApiError>();
  // Below antd's lg breakpoint (a tablet) the menu folds away; choosing a screen folds it again.
  const [narrow, setNarrow] = useState(false);
  const [folded, setFolded] = useState(false);
  const here = location.pathname + location.search;
  const toSignIn = useCallback(() => navigate(signInPath(here), { replace: true }), [navigate, here]);

  // The market comes with the session: every time the screens write is in
  // its zone (format.ts), so nothing is shown before it is known.
  const load = useCallback(() => {
    Promise.all([api.me(), api.market()]).then(([me, m]) => {
      setMarket(m);
      setMe(me);
    }, (e: ApiError) => setError(e));
  }, []);
  useEffect(load, [load]);
  const retry = () => {
    setError(undefined);
    load();
  };
  useEffect(() => {
    if (me) setSession(me.csrf, toSignIn);
  }, [me, toSignIn]);

  const session = useMemo(() => (me ? sessionOf(me) : null), [me]);
  if (error?.code === LOGIN_REQUIRED) return <Navigate to={signInPath(here)} replace />;
  if (error) {
    return (
      <Result status="error" title="The console cannot load" subTitle={error.message}
        extra={<Button type="primary" onClick={retry}>Try again</Button>} />
    );
  }
  if (!session) return <Loading />;

  const screens = allowed(session.me.permissions);
  const current = screenOf(location.pathname);
  const signOut = async () => {
    try {
      await api.signOut();
    } finally {
      setSession('');
      navigate(paths.signIn, { replace: true });
    }
  };
  return (
    <SessionContext.Provider value={session}>
      <Layout className="console-layout">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} collapsed={folded}
          onBreakpoint={(narrow) => (setNarrow(narrow), setFolded(narrow))} onCollapse={setFolded}>
          <div className="console-brand">Kwarta console</div>
          <Menu theme="dark" mode="inline" selectedKeys={current ? [current.path] : []} onClick={() => narrow && setFolded(true)}
            items={screens.map((s) => ({ key: s.path, label: <Link to={s.path}>{s.label}</Link> }))} />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console-header">
            <Space>
              <Typography.Text strong data-testid="operator-name">{session.me.name}</Typography.Text>
              <Tag>{session.me.role}</Tag>
              <Link to={paths.sessions}>My sessions</Link>
              <Typography.Text type="secondary" data-testid="time-zone">Times: {zoneLabel()}</Typography.Text>
              <Button onClick={signOut}>Sign out</Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            <Suspense fallback={<div className="console-loading"><Spin size="large" /></div>}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </SessionContext.Provider>
  );
}

/** Loading is the page's spinner while the session, or the sign-in or enrolment screen's chunk, loads. */
export function Loading() {
  return <div className="console-centre"><Spin size="large" /></div>;
}

/** Home opens the first screen the role permits. */
export function Home() {
  const screens = allowed(useSession().me.permissions);
  if (screens.length === 0) {
    return <Alert type="info" showIcon message="Your role has no screens yet." />;
  }
  return <Navigate to={screens[0].path} replace />;
}

/** NotFound is a console address with no screen: back to the first one. */
export function NotFound() {
  return (
    <Result status="404" title="No such screen" subTitle="This console address has no screen."
      extra={<Link to="/"><Button type="primary">Go to the console</Button></Link>} />
  );
}
