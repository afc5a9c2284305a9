/**
 * The routing API of the shell and the remotes. Module Federation shares a module whole, so
 * sharing react-router itself would ship all of it (server rendering, framework mode) to every
 * visitor; sharing this module instead ships only what is re-exported here. Add an export here
 * before using it in a frontend; importing react-router directly would load a second router that
 * does not see the shell's location.
 *
 * Declarative routing (BrowserRouter and a route table through useRoutes), not createBrowserRouter:
 * the data router (loaders, actions, fetchers, revalidation) is half of react-router's code, about
 * 16 KB gzip on the first paint, and no screen uses it.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
