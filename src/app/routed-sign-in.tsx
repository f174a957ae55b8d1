import { useNavigate } from 'react-router-dom'
import { SignInScreen } from '../features/auth/sign-in-screen'

/** The sign-in route of the routed console (after a sign-out): signed in, the router goes where the visitor was going. */
export function RoutedSignIn() {
  const navigate = useNavigate()
  return <SignInScreen onSignedIn={(target) => navigate(target, { replace: true })} />
}
