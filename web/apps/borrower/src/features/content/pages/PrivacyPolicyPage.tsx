// Privacy policy: a long legal text covering collection
// of information, representation, use, disclosure, cookies, device
// information, minors, password security, changes, opt-out rights and the
// grievance officer. The text is data: the built-in one of the market (the
// Philippines' Data Privacy Act by default, India's DPDP Act, 2023 for the
// India market) until an admin publishes a version on the console's Content
// screen (../legal.tsx). ?embed=1 renders it without the title bar for the
// official site's frame.
import { Page } from '../../../components/Page';
import { LegalContent } from '../legal';

function isEmbedded(): boolean {
  return new URLSearchParams(window.location.search).get('embed') === '1';
}

export default function PrivacyPolicyPage() {
  const bare = isEmbedded();
  return (
    <Page title="Privacy Policy" bare={bare} className={bare ? 'privacy-embed' : undefined}>
      {bare && <h1 className="visually-hidden">Privacy Policy</h1>}
      <div className="card">
        <LegalContent kind="privacy" />
      </div>
    </Page>
  );
}
