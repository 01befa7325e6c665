import { useState } from 'react';
import { ClosingCta } from '../components/closing-cta';
import { DemoDialog } from '../components/demo-dialog';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { MarketingFigures } from '../components/marketing-figures';
import { ProblemsSolutions } from '../components/problems-solutions';

export function LandingRoute() {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <div className="landing">
      <title>Charter · Governance for AI-built software</title>
      <LandingHeader />
      <main id="main" tabIndex={-1}>
        <Hero onWatchDemo={() => setDemoOpen(true)} />
        <FeatureCards />
        <ProblemsSolutions />
        <MarketingFigures />
        <ClosingCta />
      </main>
      <LandingFooter />
      <DemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </div>
  );
}
