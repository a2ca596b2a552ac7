// The web app's environment configuration: values a
// deployment may set at build time (VITE_* variables), with the defaults
// below. The lender's details come from the API (lib/site-config.ts).
export const env = {
  /** The service phone shown when neither the order nor the site config has one. */
  servicePhone: (import.meta.env.VITE_SERVICE_PHONE as string | undefined) ?? '+63 2 8888 5927',
} as const;
