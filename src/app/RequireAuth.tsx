import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSessionStore } from '../state/session'

/** Routes other than login, camera, icons and 404 go to /login when the API wants a login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const phase = useSessionStore((s) => s.phase)
  const location = useLocation()
  if (phase === 'login') return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
  return children
}
