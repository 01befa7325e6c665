import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { downloadTextFile } from '../../../lib/download';
import { BrandColorField } from '../components/brand-color-field';
import { IntegrationGuide } from '../components/integration-guide';
import '../components/material-theme-manager.css';
import type { SampleId } from '../components/preview-samples';
import { ThemeControls } from '../components/theme-controls';
import { ContrastSummary, CssOutput, PrimerOutput } from '../components/theme-output';
import { ThemePreview } from '../components/theme-preview';
import { checkContrast, toFailures } from '../utils/contrast';
import { toPrimerSection } from '../utils/primer-section';
import { type BrandColorKey, fromPreset, isSameTheme, PRESETS, type Theme, toSurface } from '../utils/theme';
import { CSS_FILENAME, toThemeCss } from '../utils/theme-css';
import { loadThemeDraft, saveThemeDraft } from '../utils/theme-draft';

/**
 * Material Theme Manager: edit a theme, see it on example pages, export it as CSS custom
 * properties or as a Design system section for a primer. Everything happens in this browser (no call); the
 * theme being edited is kept in localStorage.
 */
export function MaterialThemeManagerRoute() {
  const [theme, setTheme] = useState<Theme>(loadThemeDraft);
  const [sample, setSample] = useState<SampleId>('financial');
  const [primerShown, setPrimerShown] = useState(false);
  const primerHeading = useRef<HTMLHeadingElement>(null);
  const toast = useToast();

  useEffect(() => saveThemeDraft(theme), [theme]);

  const checks = useMemo(() => checkContrast(theme), [theme]);
  const failures = useMemo(() => toFailures(checks), [checks]);
  const css = useMemo(() => toThemeCss(theme), [theme]);
  const markdown = useMemo(() => toPrimerSection(theme), [theme]);
  const modified = !isSameTheme(theme, PRESETS[theme.presetId]);
  const { background } = toSurface(theme);

  const setColor = (key: BrandColorKey, hex: string) =>
    setTheme((current) => ({ ...current, colors: { ...current.colors, [key]: hex } }));

  const exportCss = () => {
    downloadTextFile(css, CSS_FILENAME, 'text/css');
    toast({
      tone: failures.length > 0 ? 'info' : 'success',
      title: 'CSS exported',
      description:
        failures.length > 0
          ? `${CSS_FILENAME} saved; its header lists the colours that fail WCAG 2.1 AA.`
          : `${CSS_FILENAME} saved.`,
    });
  };

  const generateForPrimer = () => {
    setPrimerShown(true);
    // Shown (or already there): move to it so keyboard and screen-reader users land on the result.
    requestAnimationFrame(() => primerHeading.current?.focus());
  };

  return (
    <>
      <title>Material Theme Manager · Charter</title>
      <PageHeader
        title="Material Theme Manager"
        subtitle="Design a theme, check its colours against WCAG 2.1 AA, and export it as CSS or for your primer."
        actions={
          <>
            <Button variant="secondary" onClick={exportCss}>
              Export CSS
            </Button>
            <Button onClick={generateForPrimer}>Generate for Primer</Button>
          </>
        }
      />
      <div className="stack">
        <ContrastSummary failures={failures} />
        <div className="mt-layout">
          <div className="stack">
            <Card as="section" aria-labelledby="mt-theme-title">
              <CardHeader
                id="mt-theme-title"
                title="Theme"
                description="Edits are saved in this browser as you make them."
              />
              <ThemeControls
                theme={theme}
                modified={modified}
                onPreset={(id) => setTheme(fromPreset(id))}
                onChange={setTheme}
                onReset={() => setTheme(fromPreset(theme.presetId))}
              />
            </Card>
            <Card as="section" aria-labelledby="mt-colors-title">
              <CardHeader
                id="mt-colors-title"
                title="Brand colours"
                description={`Each colour is checked as text on the ${theme.darkMode ? 'dark' : 'light'} background (${background}) and with black or white text on it. AA needs 4.5:1.`}
              />
              <div className="mt-swatches">
                {checks.map((check) => (
                  <BrandColorField
                    key={check.key}
                    check={check}
                    background={background}
                    onChange={(hex) => setColor(check.key, hex)}
                  />
                ))}
              </div>
            </Card>
          </div>
          <ThemePreview theme={theme} sample={sample} onSample={setSample} />
        </div>
        {primerShown ? <PrimerOutput ref={primerHeading} markdown={markdown} /> : null}
        <CssOutput css={css} />
        <IntegrationGuide displayFont={theme.typography.displayFont} />
      </div>
    </>
  );
}
