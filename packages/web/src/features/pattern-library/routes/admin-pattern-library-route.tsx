import { useAdminPatterns } from '../api/list-patterns';
import { PatternLibraryView } from './pattern-library-route';

/** /admin/pattern-library: the same library, with usage counted across every user's decisions. */
export function AdminPatternLibraryRoute() {
  return <PatternLibraryView patterns={useAdminPatterns()} scope="admin" />;
}
