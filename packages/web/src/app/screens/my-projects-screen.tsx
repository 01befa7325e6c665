import { MyProjectsRoute } from '../../features/my-projects/routes/my-projects-route';
import { RebellionReview } from '../../features/rebellions/components/rebellion-review';

/** My Projects with the rebellions feature's review in its Constitutional Rebellions tab. */
export function MyProjectsScreen() {
  return <MyProjectsRoute rebellions={<RebellionReview />} />;
}
