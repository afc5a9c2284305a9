/**
 * The routing API of the shell and the remotes. Module Federation shares a module whole, so
 * sharing react-router itself would ship all of it (server rendering, framework mode) to every
 * visitor; sharing this module instead ships only what is re-exported here. Add an export here
 * before using it in a frontend; importing react-router directly would load a second router that
 * does not see the shell's location.
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
