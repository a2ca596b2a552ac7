// The Content screen's live preview of a promotion template: the landing
// page's registration screen (web/landing/src/register.ts) drawn as the
// landing draws it, from the template's fields as they are typed. The
// landing builds its screen with side effects (the picture code, timers,
// tracking), so this is a faithful copy of its layout, not the same code:
// banner, title (the app's name without one), the line under it, the
// highlights, the form with the apply button's text, the footer.
// The colours are CSS variables set through the CSSOM, as the landing sets
// them, so no style attribute or <style> element is written.
import { useEffect, useRef } from 'react';

export interface PreviewTemplate {
  headline: string;
  subheadline: string;
  /** one highlight a line, as the form holds them */
  highlights: string;
  bannerUrl: string;
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
  buttonText: string;
}

/** highlightLines splits the form's highlights as the server does: one a line, blank lines dropped. */
export function highlightLines(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
}

const colour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function LandingPreview({ template: t, appName, companyName, companyAddress }: {
  template: PreviewTemplate;
  appName: string;
  companyName: string;
  companyAddress: string;
}) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const s = page.current?.style;
    if (!s) return;
    // A colour still being typed keeps the last good one.
    if (colour.test(t.primaryColor)) s.setProperty('--primary', t.primaryColor);
    if (colour.test(t.backgroundColor)) s.setProperty('--bg', t.backgroundColor);
    if (colour.test(t.textColor)) s.setProperty('--text', t.textColor);
  }, [t.primaryColor, t.backgroundColor, t.textColor]);
  const highlights = highlightLines(t.highlights);
  return (
    <div className="landing-preview" ref={page} data-testid="landing-preview" aria-label="Landing page preview">
      {t.bannerUrl && <img className="banner" src={t.bannerUrl} alt={t.headline} width={375} height={180} />}
      <section className="hero">
        <h1>{t.headline || appName}</h1>
        {t.subheadline && <p>{t.subheadline}</p>}
        {highlights.length > 0 && <ul className="highlights">{highlights.map((x, i) => <li key={i}>{x}</li>)}</ul>}
      </section>
      <div className="card">
        <div className="field"><input disabled placeholder="Mobile number" aria-label="Mobile number" /></div>
        <div className="field"><input disabled placeholder="Picture code" aria-label="Picture code" /><span className="captcha" /></div>
        <div className="field"><input disabled placeholder="SMS code" aria-label="SMS code" /><span className="send">Get code</span></div>
        <button type="button" className="apply" disabled>{t.buttonText || 'Apply now'}</button>
      </div>
      <footer>
        © {new Date().getFullYear()} {companyName}
        {companyAddress && <br />}
        {companyAddress}
      </footer>
    </div>
  );
}
