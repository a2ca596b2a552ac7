// The console's routes: enrolment and sign-in stand alone; every other
// screen is inside the layout (side menu, operator, sign out), which needs
// a session, and each needs its permission.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Applications } from './pages/Applications';
import { Audit } from './pages/Audit';
import { ComplaintPage } from './pages/ComplaintPage';
import { Complaints } from './pages/Complaints';
import { Content } from './pages/Content';
import { BorrowerPage, Borrowers } from './pages/Borrowers';
import { Dashboard } from './pages/Dashboard';
import { Disbursements } from './pages/Disbursements';
import { Enrol } from './pages/Enrol';
import { ConsoleLayout, Home, NotFound } from './pages/Layout';
import { OrderPage } from './pages/OrderPage';
import { Operators } from './pages/Operators';
import { Orders } from './pages/Orders';
import { Payments } from './pages/Payments';
import { Products } from './pages/Products';
import { SignIn } from './pages/SignIn';
import { paths } from './screens';
import { useSession } from './session';

/** Needs shows a screen only to a role with its permission. */
function Needs({ permission, children }: { permission: string; children: ReactNode }) {
  const { can } = useSession();
  return can(permission) ? children : <Navigate to="/" replace />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={paths.enrol} element={<Enrol />} />
      <Route path={paths.signIn} element={<SignIn />} />
      <Route element={<ConsoleLayout />}>
        <Route index element={<Home />} />
        <Route path={paths.applications} element={<Needs permission="applications"><Applications /></Needs>} />
        <Route path={paths.disbursements} element={<Needs permission="disbursement"><Disbursements /></Needs>} />
        <Route path={paths.orders} element={<Needs permission="read-orders"><Orders /></Needs>} />
        <Route path={`${paths.orders}/:orderNo`} element={<Needs permission="read-orders"><OrderPage /></Needs>} />
        <Route path={paths.payments} element={<Needs permission="payments"><Payments /></Needs>} />
        <Route path={paths.complaints} element={<Needs permission="complaints"><Complaints /></Needs>} />
        <Route path={`${paths.complaints}/:id`} element={<Needs permission="complaints"><ComplaintPage /></Needs>} />
        <Route path={paths.operators} element={<Needs permission="operators"><Operators /></Needs>} />
        <Route path={paths.audit} element={<Needs permission="audit"><Audit /></Needs>} />
        <Route path={paths.dashboard} element={<Needs permission="read-orders"><Dashboard /></Needs>} />
        <Route path={paths.borrowers} element={<Needs permission="read-orders"><Borrowers /></Needs>} />
        <Route path={`${paths.borrowers}/:userId`} element={<Needs permission="read-orders"><BorrowerPage /></Needs>} />
        <Route path={paths.products} element={<Needs permission="products"><Products /></Needs>} />
        <Route path={paths.content} element={<Needs permission="content"><Content /></Needs>} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
