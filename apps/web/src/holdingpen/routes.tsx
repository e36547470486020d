import { CATALOGER_ROLES } from '@parton/records';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { RequireLogin } from '../app/guards';

/**
 * The legacy holding pen's addresses (facts §4) lead to the back office, which replaced it. They stay behind the
 * main site's cataloger login as before; the back office then asks for its own login.
 */
function InspectRedirect() {
  const { id } = useParams();
  return (
    <Navigate
      to={id ? `/backoffice/literature/${encodeURIComponent(id)}` : '/backoffice/literature/search'}
      replace
    />
  );
}

function catalogersOnly(element: React.ReactNode) {
  return <RequireLogin roles={CATALOGER_ROLES}>{element}</RequireLogin>;
}

export const holdingpenRoutes: RouteObject[] = [
  { path: 'holdingpen', element: catalogersOnly(<Navigate to="/backoffice" replace />) },
  { path: 'holdingpen/dashboard', element: catalogersOnly(<Navigate to="/backoffice" replace />) },
  { path: 'holdingpen/inspect', element: catalogersOnly(<InspectRedirect />) },
  { path: 'holdingpen/inspect/:id', element: catalogersOnly(<InspectRedirect />) },
];
