import { type RouteObject } from 'react-router'

import { RouteErrorScreen } from '~/components/shell/error-screen'

import { mod } from './lazy'

/** Sign-in and the device (CLI) login: outside the signed-in shell. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: mod(() => import('~/layouts/LoginLayout')),
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, lazy: mod(() => import('~/pages/auth/LoginPage')) },
      { path: ':silo/local', lazy: mod(() => import('~/pages/auth/LoginLocalPage')) },
      { path: ':silo/saml/:provider', lazy: mod(() => import('~/pages/auth/LoginSamlPage')) },
    ],
  },
  {
    path: 'device',
    lazy: mod(() => import('~/layouts/DeviceLayout')),
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: 'verify', lazy: mod(() => import('~/pages/device/DeviceVerifyPage')) },
      { path: 'success', lazy: mod(() => import('~/pages/device/DeviceSuccessPage')) },
    ],
  },
]
