// The console's screens and the permission each needs (internal/console
// roles.go): the side menu shows the ones the operator's role permits, and
// the router refuses the rest. Screens not built yet (products, content) are
// not listed.

export const paths = {
  enrol: '/enrol',
  signIn: '/sign-in',
  applications: '/applications',
  /** the credit policy, under Applications (its permission to read; credit-policy to propose) */
  creditPolicy: '/applications/policy',
  disbursements: '/disbursements',
  orders: '/orders',
  payments: '/payments',
  /** the settlement files and their queue, under Payments (its permission) */
  settlement: '/payments/settlement',
  complaints: '/complaints',
  dashboard: '/dashboard',
  borrowers: '/borrowers',
  operators: '/operators',
  audit: '/audit',
  products: '/products',
  content: '/content',
  /** every operator's own sessions, linked from the header (not a menu screen) */
  sessions: '/sessions',
  approvals: '/approvals',
  accounting: '/accounting',
  /** the worklist of accounts past due; an account's page and the rules are under it */
  collections: '/collections',
  collectionsAccount: '/collections/account',
  collectionsSettings: '/collections/settings',
  /** the collections reports (collection-reports: admin, finance, the lead) */
  collectionReports: '/collections/reports',
} as const;

/** collectionsAccountPath is an account's collections page. */
export function collectionsAccountPath(orderNo: string): string {
  return `${paths.collectionsAccount}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** worklistPath is the worklist filtered by days past due (the dashboard's bars); maxDays 0: no upper end. */
export function worklistPath(minDays: number, maxDays: number): string {
  const q = new URLSearchParams();
  if (minDays > 0) q.set('minDays', String(minDays));
  if (maxDays > 0) q.set('maxDays', String(maxDays));
  const s = q.toString();
  return s ? `${paths.collections}?${s}` : paths.collections;
}

/** complaintPath is a complaint's page in the console. */
export function complaintPath(id: number): string {
  return `${paths.complaints}/${id}`;
}

/** orderPath is an order's page in the console. */
export function orderPath(orderNo: string): string {
  return `${paths.orders}/${encodeURIComponent(orderNo)}`;
}

export interface Screen {
  path: string;
  label: string;
  permission: string;
}

/** borrowerPath is a borrower's page in the console. */
export function borrowerPath(userId: number): string {
  return `${paths.borrowers}/${userId}`;
}

/** menu is the side menu, in its order. */
export const menu: Screen[] = [
  { path: paths.dashboard, label: 'Dashboard', permission: 'read-orders' },
  { path: paths.approvals, label: 'Waiting for approval', permission: 'approvals' },
  { path: paths.applications, label: 'Applications', permission: 'applications' },
  { path: paths.disbursements, label: 'Disbursements', permission: 'disbursement' },
  { path: paths.orders, label: 'Orders', permission: 'read-orders' },
  { path: paths.borrowers, label: 'Borrowers', permission: 'read-orders' },
  { path: paths.collections, label: 'Collections', permission: 'collect' },
  { path: paths.collectionReports, label: 'Collection reports', permission: 'collection-reports' },
  { path: paths.payments, label: 'Payments', permission: 'payments' },
  { path: paths.accounting, label: 'Accounting', permission: 'accounting' },
  { path: paths.complaints, label: 'Complaints', permission: 'complaints' },
  { path: paths.products, label: 'Products', permission: 'products' },
  { path: paths.content, label: 'Content', permission: 'content' },
  { path: paths.operators, label: 'Operators', permission: 'operators' },
  { path: paths.audit, label: 'Audit log', permission: 'audit' },
];

/** allowed lists the screens a set of permissions opens. */
export function allowed(permissions: readonly string[] | null | undefined): Screen[] {
  const have = new Set(permissions ?? []);
  return menu.filter((s) => have.has(s.permission));
}

/** screenOf finds the menu screen a path is on (an order's page is Orders'; the longest path wins: /collections/reports is its own). */
export function screenOf(pathname: string): Screen | undefined {
  const on = menu.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return on.sort((a, b) => b.path.length - a.path.length)[0];
}
