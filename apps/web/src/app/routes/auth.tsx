import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AuthLayout } from '../layouts/AuthLayout';
import { handle, RouteTable } from './table';

const LoginPage = lazyNamed(() => import('../../pages/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../../pages/auth/RegisterPage'), 'RegisterPage');
const ActivationPage = lazyNamed(() => import('../../pages/auth/ActivationPage'), 'ActivationPage');
const ForgotPasswordPage = lazyNamed(() => import('../../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');

const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: <LoginPage />, handle: handle({ title: 'auth.login.title' }) },
      { path: 'register', element: <RegisterPage />, handle: handle({ title: 'auth.register.title' }) },
      { path: 'account-activation', element: <ActivationPage />, handle: handle({ title: 'auth.activation.title' }) },
      { path: 'forgot-password', element: <ForgotPasswordPage />, handle: handle({ title: 'auth.forgot.title' }) },
      { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
    ],
  },
];

/** /auth/*: sign in, registration, activation, a forgotten password. */
export function AuthRoutes() {
  return <RouteTable routes={routes} basename="/auth" />;
}
