import { PageHeader } from '../../../components/layout/page-header';
import { RebellionReview } from '../components/rebellion-review';

/**
 * The rebellion review on its own route; My Projects'
 * "Constitutional Rebellions" tab mounts the same RebellionReview.
 */
export function RebellionsRoute() {
  return (
    <>
      <title>Constitutional Rebellions · Charter</title>
      <PageHeader
        title="Constitutional Rebellions"
        subtitle="Your agents’ exception requests, awaiting your decision."
      />
      <RebellionReview />
    </>
  );
}
