import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TestPreviewPage, { LINKS } from './pages/TestPreviewPage';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('TestPreviewPage', () => {
  it('starts with the seed defaults and the session from the URL', () => {
    window.history.replaceState(null, '', '/testPreview?sessionId=demo-a');
    render(<TestPreviewPage />);
    expect((screen.getByLabelText('App version') as HTMLInputElement).value).toBe('1.0.0');
    expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('testDeviceName');
    expect((screen.getByLabelText('Device id') as HTMLInputElement).value).toBe('123');
    expect((screen.getByLabelText('OS version') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('Product id') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Order id') as HTMLInputElement).value).toBe('86');
    expect((screen.getByLabelText('Session id') as HTMLInputElement).value).toBe('demo-a');
  });

  it('links every page with the edited fields as query', async () => {
    render(<TestPreviewPage />);
    expect(LINKS).toHaveLength(10);
    const order = screen.getByLabelText('Order id');
    await userEvent.clear(order);
    await userEvent.type(order, '99');
    for (const l of LINKS) {
      const href = new URL(screen.getByRole('link', { name: l.label }).getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe(l.path);
      expect(href.searchParams.get('orderId')).toBe('99');
      expect(href.searchParams.get('deviceId')).toBe('123');
      expect(href.searchParams.has('sessionId')).toBe(false);
    }
  });

  it('shows the chosen photo and the location result', async () => {
    render(<TestPreviewPage />);
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => {};
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['x'.repeat(2048)], 'id.jpg', { type: 'image/jpeg' }));
    expect(screen.getByAltText('Chosen photo').getAttribute('src')).toBe('blob:photo');
    expect(screen.getByText(/id\.jpg · 2\.0 KB/)).toBeTruthy();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 14.5547, longitude: 121.0244, accuracy: 12 } } as GeolocationPosition) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get location' }));
    expect(screen.getByText('Latitude 14.55470, longitude 121.02440 (±12 m)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(screen.getByText(/no contact picker/)).toBeTruthy();
  });
});
