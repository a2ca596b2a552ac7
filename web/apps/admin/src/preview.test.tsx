// The Content screen's landing preview: it draws a template as the landing
// page does, with the template's colours as the landing's CSS variables.
import { render, screen, within } from '@testing-library/react';
import { highlightLines, LandingPreview, type PreviewTemplate } from './preview';
import { templateForm } from './pages/Content';
import type { Template } from './api';

const template: Template = {
  id: 3, name: 'Facebook November', headline: 'Cash in 5 minutes', subheadline: 'No collateral, no queues',
  highlights: ['Up to ₱20,000', 'Pay in 91 days'], bannerUrl: '/medium/files/banner.png',
  primaryColor: '#c0392b', backgroundColor: '#fafafa', textColor: '#111', buttonText: 'Borrow now',
  iosUrl: '', androidUrl: '', appScheme: '', enabled: true,
};

function show(t: PreviewTemplate) {
  render(<LandingPreview template={t} appName="Kwarta" companyName="Kwarta Lending Inc." companyAddress="Makati City" />);
  return screen.getByTestId('landing-preview');
}

describe('LandingPreview', () => {
  it('draws the banner, title, line, highlights, apply button and footer of a template', () => {
    const page = show(templateForm(template));
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Cash in 5 minutes');
    expect(within(page).getByText('No collateral, no queues').tagName).toBe('P');
    expect(within(page).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Up to ₱20,000', 'Pay in 91 days']);
    expect(within(page).getByRole('img').getAttribute('src')).toBe('/medium/files/banner.png');
    expect(within(page).getByRole('button').textContent).toBe('Borrow now');
    expect(page.querySelector('footer')?.textContent).toBe(`© ${new Date().getFullYear()} Kwarta Lending Inc.Makati City`);
  });

  it('sets the colours as the landing page CSS variables, keeping the last good one while a colour is typed', () => {
    const f = templateForm(template);
    const { rerender } = render(<LandingPreview template={f} appName="Kwarta" companyName="Kwarta" companyAddress="" />);
    const page = screen.getByTestId('landing-preview');
    expect(page.style.getPropertyValue('--primary')).toBe('#c0392b');
    expect(page.style.getPropertyValue('--bg')).toBe('#fafafa');
    expect(page.style.getPropertyValue('--text')).toBe('#111');
    rerender(<LandingPreview template={{ ...f, primaryColor: '#2e8', textColor: '#22' }} appName="Kwarta" companyName="Kwarta" companyAddress="" />);
    expect(page.style.getPropertyValue('--primary')).toBe('#2e8');
    expect(page.style.getPropertyValue('--text')).toBe('#111');
  });

  it('falls back as the landing does: the app name as title, "Apply now", no banner or highlights', () => {
    const page = show({ ...templateForm(template), headline: '', subheadline: '', highlights: '\n \n', bannerUrl: '', buttonText: '' });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Kwarta');
    expect(within(page).getByRole('button').textContent).toBe('Apply now');
    expect(within(page).queryByRole('img')).toBeNull();
    expect(within(page).queryByRole('list')).toBeNull();
  });
});

describe('highlightLines', () => {
  it('is one highlight a line, trimmed, blank lines dropped, as the server splits them', () => {
    expect(highlightLines('Fast\r\n\r\n  Safe \n')).toEqual(['Fast', 'Safe']);
    expect(highlightLines('')).toEqual([]);
  });
});
