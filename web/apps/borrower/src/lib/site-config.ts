// The lender's details and the market (GET /medium/v3/site/config), loaded
// once per page view and shared by every page that shows them.
import { useEffect, useState } from 'react';
import { get } from './api-client';
import type { Schema } from '../../../../shared/api/types';

/** GrievanceOfficer is who handles privacy complaints. */
export type GrievanceOfficer = Schema<'content.GrievanceOfficer'>;

/** SiteConfig is content.SiteConfig in Go. */
export type SiteConfig = Schema<'content.SiteConfig'>;

let pending: Promise<SiteConfig | undefined> | undefined;

/** loadSiteConfig fetches the config once; a failed load is retried next time. */
export function loadSiteConfig(): Promise<SiteConfig | undefined> {
  pending ??= get<SiteConfig>('/v3/site/config').then((r) => {
    if (!r.success) pending = undefined;
    return r.success ? r.data : undefined;
  });
  return pending;
}

/** useSiteConfig gives the config, or undefined while it loads (or failed). */
export function useSiteConfig(): SiteConfig | undefined {
  const [config, setConfig] = useState<SiteConfig>();
  useEffect(() => {
    let live = true;
    void loadSiteConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** resetSiteConfig forgets the cached config (tests). */
export function resetSiteConfig(): void {
  pending = undefined;
}
