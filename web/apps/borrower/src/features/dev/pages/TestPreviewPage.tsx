// The developer test preview page: edit the device
// fields the app shell would send, then open any page with them as query.
// It also tries the photo, contact and location inputs a web view offers.
import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import './test-preview.css';

/** The fields and their defaults; the session id comes from the URL. */
export const FIELDS = [
  { name: 'appVersion', label: 'App version', initial: '1.0.0' },
  { name: 'deviceName', label: 'Device name', initial: 'testDeviceName' },
  { name: 'deviceId', label: 'Device id', initial: '123' },
  { name: 'osVersion', label: 'OS version', initial: '200' },
  { name: 'sessionId', label: 'Session id', initial: '' },
  { name: 'advertisingId', label: 'Advertising id', initial: '' },
  { name: 'productId', label: 'Product id', initial: '1' },
  { name: 'orderId', label: 'Order id', initial: '86' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

export const LINKS = [
  { label: 'Confirm loan', path: paths.confirmLoan },
  { label: 'Loan detail', path: paths.loanDetail },
  { label: 'Repay', path: paths.repay },
  { label: 'Repay delay', path: paths.repayDelay },
  { label: 'Bind bank', path: paths.bindBank },
  { label: 'About us', path: paths.aboutUs },
  { label: 'Complaint', path: paths.complaint },
  { label: 'Customer service', path: paths.customerService },
  { label: 'Privacy policy', path: paths.privacyPolicy },
  { label: 'Repayment instructions', path: paths.repaymentInstructions },
];

function initialValues(): Values {
  const q = new URLSearchParams(window.location.search);
  const v = {} as Values;
  for (const f of FIELDS) v[f.name] = q.get(f.name) ?? f.initial;
  return v;
}

function linkTo(path: string, values: Values): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== '') q.set(k, v);
  return `${path}?${q}`;
}

interface Photo {
  name: string;
  size: number;
  url: string;
}

export default function TestPreviewPage() {
  const [values, setValues] = useState<Values>(initialValues);
  // The fields live in this page's own address too, so coming back from a
  // page opened here (the browser's back) finds them as they were edited.
  useEffect(() => {
    window.history.replaceState(window.history.state, '', linkTo(window.location.pathname, values));
  }, [values]);
  const [photo, setPhoto] = useState<Photo>();
  const [contact, setContact] = useState('');
  /** What the contact picker said; kept apart so a failure never lands in the contact field. */
  const [contactStatus, setContactStatus] = useState('');
  const [location, setLocation] = useState('');

  const onPhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (photo) URL.revokeObjectURL(photo.url);
    setPhoto(file ? { name: file.name, size: file.size, url: URL.createObjectURL(file) } : undefined);
  };

  const pickContact = async () => {
    const picker = (navigator as Navigator & { contacts?: { select(p: string[], o: object): Promise<Array<{ name?: string[]; tel?: string[] }>> } }).contacts;
    if (!picker) {
      setContactStatus('This browser has no contact picker; type a contact above.');
      return;
    }
    try {
      const [c] = await picker.select(['name', 'tel'], { multiple: false });
      const picked = c ? `${c.name?.[0] ?? ''} ${c.tel?.[0] ?? ''}`.trim() : '';
      if (picked) {
        setContact(picked);
        setContactStatus(`Contact picked: ${picked}`);
      } else {
        setContactStatus('No contact chosen');
      }
    } catch (err) {
      setContactStatus(`Contact picker failed: ${(err as Error).message}`);
    }
  };

  const getLocation = () => {
    if (!navigator.geolocation) {
      setLocation('Location is not available in this browser');
      return;
    }
    setLocation('Locating…');
    navigator.geolocation.getCurrentPosition(
      (p) => setLocation(`Latitude ${p.coords.latitude.toFixed(5)}, longitude ${p.coords.longitude.toFixed(5)} (±${Math.round(p.coords.accuracy)} m)`),
      (err) => setLocation(`Location failed: ${err.message || 'permission denied'}`),
      { timeout: 10000 },
    );
  };

  return (
    <Page title="Test preview" className="test-preview">
      {/* A list of labelled fields, not antd-mobile's Form: its validation machinery is 30 KB gzip this page has no use for. */}
      <List mode="card" className="tp-fields">
        {FIELDS.map((f) => (
          <List.Item key={f.name} prefix={<label htmlFor={`tp-${f.name}`}>{f.label}</label>}>
            <Input id={`tp-${f.name}`} value={values[f.name]} clearable onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))} />
          </List.Item>
        ))}
      </List>

      <List header="Pages" mode="card">
        {LINKS.map((l) => (
          <List.Item key={l.path} arrow>
            <a className="tp-link" href={linkTo(l.path, values)}>
              {l.label}
            </a>
          </List.Item>
        ))}
      </List>

      <section className="card tp-tools" aria-label="Device inputs">
        <h2>Photo</h2>
        <label className="tp-file">
          <span>Take or choose a photo</span>
          <input type="file" accept="image/*" capture="environment" onChange={onPhoto} aria-label="Photo" />
        </label>
        {photo && (
          <figure className="tp-photo">
            <img src={photo.url} alt="Chosen photo" />
            <figcaption>
              {photo.name} · {(photo.size / 1024).toFixed(1)} KB
            </figcaption>
          </figure>
        )}

        <h2>Contact</h2>
        <Input placeholder="Name and phone of a contact" value={contact} onChange={setContact} aria-label="Contact" />
        <Button size="small" onClick={pickContact}>
          Pick a contact
        </Button>
        {contactStatus && (
          <p role="status" aria-label="Contact picker" className="tp-result">
            {contactStatus}
          </p>
        )}

        <h2>Location</h2>
        <Button size="small" color="primary" onClick={getLocation}>
          Get location
        </Button>
        {location && <p role="status" className="tp-result">{location}</p>}
      </section>
    </Page>
  );
}
