import { PageHeader } from '../../../components/layout/page-header';
import { RebellionReview } from '../components/rebellion-review';

/**
 * Our route for the rebellion review until My Projects (issue 6) exists; that screen's
 * "Constitutional Rebellions" tab will mount the same RebellionReview.
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
