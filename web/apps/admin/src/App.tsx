// The console's routes: enrolment and sign-in stand alone; every other
// screen is inside the layout (side menu, operator, sign out), which needs
// a session, and each needs its permission. Each screen is its own chunk,
// loaded when first opened (React.lazy), so the entry holds only React, the
// router, antd's frame and the layout; a spinner stands in for a screen
// until its chunk arrives (Loading, and the layout's own in its content).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ConsoleLayout, Home, Loading, NotFound } from './pages/Layout';
import { paths } from './screens';
import { useSession } from './session';

/** screen loads one named export of a page module as a lazy component. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const Accounting = screen(() => import('./pages/Accounting'), 'Accounting');
const Approvals = screen(() => import('./pages/Approvals'), 'Approvals');
const Applications = screen(() => import('./pages/Applications'), 'Applications');
const CreditPolicy = screen(() => import('./pages/CreditPolicy'), 'CreditPolicy');
const Audit = screen(() => import('./pages/Audit'), 'Audit');
const ComplaintPage = screen(() => import('./pages/ComplaintPage'), 'ComplaintPage');
const CollectionAccount = screen(() => import('./pages/CollectionAccount'), 'CollectionAccount');
const CollectionReports = screen(() => import('./pages/CollectionReports'), 'CollectionReports');
const CollectionSettings = screen(() => import('./pages/CollectionSettings'), 'CollectionSettings');
const Collections = screen(() => import('./pages/Collections'), 'Collections');
const Complaints = screen(() => import('./pages/Complaints'), 'Complaints');
const Content = screen(() => import('./pages/Content'), 'Content');
const Borrowers = screen(() => import('./pages/Borrowers'), 'Borrowers');
const BorrowerPage = screen(() => import('./pages/Borrowers'), 'BorrowerPage');
const Dashboard = screen(() => import('./pages/Dashboard'), 'Dashboard');
const Disbursements = screen(() => import('./pages/Disbursements'), 'Disbursements');
const Enrol = screen(() => import('./pages/Enrol'), 'Enrol');
const OrderPage = screen(() => import('./pages/OrderPage'), 'OrderPage');
const Operators = screen(() => import('./pages/Operators'), 'Operators');
const MySessions = screen(() => import('./pages/MySessions'), 'MySessions');
const Orders = screen(() => import('./pages/Orders'), 'Orders');
const Payments = screen(() => import('./pages/Payments'), 'Payments');
const Settlement = screen(() => import('./pages/Settlement'), 'Settlement');
const Products = screen(() => import('./pages/Products'), 'Products');
const SignIn = screen(() => import('./pages/SignIn'), 'SignIn');

/** Needs shows a screen only to a role with its permission. */
function Needs({ permission, children }: { permission: string; children: ReactNode }) {
  const { can } = useSession();
  return can(permission) ? children : <Navigate to="/" replace />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={paths.enrol} element={<Suspense fallback={<Loading />}><Enrol /></Suspense>} />
      <Route path={paths.signIn} element={<Suspense fallback={<Loading />}><SignIn /></Suspense>} />
      <Route element={<ConsoleLayout />}>
        <Route index element={<Home />} />
        <Route path={paths.approvals} element={<Needs permission="approvals"><Approvals /></Needs>} />
        <Route path={paths.applications} element={<Needs permission="applications"><Applications /></Needs>} />
        <Route path={paths.creditPolicy} element={<Needs permission="applications"><CreditPolicy /></Needs>} />
        <Route path={paths.disbursements} element={<Needs permission="disbursement"><Disbursements /></Needs>} />
        <Route path={paths.orders} element={<Needs permission="read-orders"><Orders /></Needs>} />
        <Route path={`${paths.orders}/:orderNo`} element={<Needs permission="read-orders"><OrderPage /></Needs>} />
        <Route path={paths.payments} element={<Needs permission="payments"><Payments /></Needs>} />
        <Route path={paths.settlement} element={<Needs permission="payments"><Settlement /></Needs>} />
        <Route path={paths.accounting} element={<Needs permission="accounting"><Accounting /></Needs>} />
        <Route path={paths.collections} element={<Needs permission="collect"><Collections /></Needs>} />
        <Route path={paths.collectionsAccount} element={<Needs permission="collect"><CollectionAccount /></Needs>} />
        <Route path={paths.collectionsSettings} element={<Needs permission="collect"><CollectionSettings /></Needs>} />
        <Route path={paths.collectionReports} element={<Needs permission="collection-reports"><CollectionReports /></Needs>} />
        <Route path={paths.complaints} element={<Needs permission="complaints"><Complaints /></Needs>} />
        <Route path={`${paths.complaints}/:id`} element={<Needs permission="complaints"><ComplaintPage /></Needs>} />
        <Route path={paths.operators} element={<Needs permission="operators"><Operators /></Needs>} />
        <Route path={paths.audit} element={<Needs permission="audit"><Audit /></Needs>} />
        <Route path={paths.dashboard} element={<Needs permission="read-orders"><Dashboard /></Needs>} />
        <Route path={paths.borrowers} element={<Needs permission="read-orders"><Borrowers /></Needs>} />
        <Route path={`${paths.borrowers}/:userId`} element={<Needs permission="read-orders"><BorrowerPage /></Needs>} />
        <Route path={paths.products} element={<Needs permission="products"><Products /></Needs>} />
        <Route path={paths.content} element={<Needs permission="content"><Content /></Needs>} />
        <Route path={paths.sessions} element={<MySessions />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
