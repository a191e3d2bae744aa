import { Suspense, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSessionStore } from '../state/session'
import { lazy } from '../ui/lazy'

const SessionEndedDialog = lazy(() => import('../features/auth/SessionEndedDialog'))

/**
 * Routes other than login, camera, icons and 404 go to /login when the API wants a login. A session
 * that ended by itself (token refused and not renewable) asks for the login over the page instead, so
 * the user's work on it survives.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const phase = useSessionStore((s) => s.phase)
  const expired = useSessionStore((s) => s.loginReason === 'expired')
  const location = useLocation()
  if (phase === 'login' && !expired) return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
  return (
    <>
      {children}
      {phase === 'login' && expired && (
        <Suspense fallback={null}>
          <SessionEndedDialog />
        </Suspense>
      )}
    </>
  )
}
