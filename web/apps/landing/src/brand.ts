// What the landing page looks like and whom it speaks for: the promotion
// template named by ?id=, or the lender's site configuration without one.
import { get, ok, paths, type SiteConfig, type Template, type TemplateData } from './api';

export interface Brand {
  template: Template | null;
  /** The template call's error message, shown on the page. */
  error: string;
  appName: string;
  companyName: string;
  companyAddress: string;
  supportEmail: string;
  supportPhone: string;
  website: string;
  market: string;
  primary: string;
  background: string;
  text: string;
  iosUrl: string;
  androidUrl: string;
  appScheme: string;
}

export const defaultBrand: Brand = {
  template: null, error: '', appName: 'Kwarta', companyName: 'Kwarta', companyAddress: '', supportEmail: '', supportPhone: '',
  website: '', market: 'ph', primary: '#0a7d5a', background: '#f5f7f6', text: '#1f2937', iosUrl: '', androidUrl: '', appScheme: '',
};

/** Loads the brand once per page view; a network failure throws NetworkError. */
export async function loadBrand(id: string | undefined): Promise<Brand> {
  if (id) {
    const env = await get<TemplateData>(paths.template, { templateId: id });
    if (!ok(env)) return { ...defaultBrand, error: env.message };
    const t = env.data.template;
    return {
      template: t, error: '', appName: t.appName, companyName: t.companyName, companyAddress: t.companyAddress,
      supportEmail: t.supportEmail, supportPhone: t.supportPhone, website: t.website, market: t.market || 'ph',
      primary: t.primaryColor, background: t.backgroundColor, text: t.textColor,
      iosUrl: t.iosUrl, androidUrl: t.androidUrl, appScheme: t.appScheme,
    };
  }
  const env = await get<SiteConfig>(paths.siteConfig);
  if (!ok(env)) return defaultBrand;
  const c = env.data;
  return {
    ...defaultBrand, appName: c.appName, companyName: c.companyName, companyAddress: c.companyAddress, supportEmail: c.supportEmail,
    supportPhone: c.supportPhone, website: c.website, market: c.market, primary: c.brandColor || defaultBrand.primary,
    iosUrl: c.iosStoreUrl, androidUrl: c.androidStoreUrl, appScheme: c.appScheme,
  };
}
