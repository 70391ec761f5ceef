import { useParams } from 'react-router-dom';

/** A path parameter that the route table guarantees, e.g. `personId` on /network/:personId. */
export function useRouteParam(name: string): string {
  const value = useParams()[name];
  if (value === undefined) throw new Error(`The route has no :${name}`);
  return value;
}
