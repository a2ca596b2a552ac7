// NotFoundPage answers a path the route table does not hold.
import { Button } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { goHome } from '../../../lib/bridge';

export default function NotFoundPage() {
  return (
    <Page title="Page not found">
      <div className="card" style={{ textAlign: 'center' }}>
        <p>This page does not exist or is not available in this version of the app.</p>
        <Button color="primary" fill="solid" onClick={goHome}>
          Go home
        </Button>
      </div>
    </Page>
  );
}
