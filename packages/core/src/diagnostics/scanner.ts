import {
  ACCESSIBILITY_RULES,
  checkHtmlAccessibility,
  createAccessibilityProject,
  isHtmlFile,
  isSvgFile,
} from './accessibility/index';
import {
  ARCHITECTURE_RULES,
  checkArchitecture,
  isEnvFile,
  isSecretScanCandidate,
  type ModuleImports,
  toModuleImports,
} from './architecture/index';
import { type AstNode, isCodeFile, type ParseSource } from './ast';
import { BUILD_RULES } from './build-time';
import { analyzeDependencies, DEPENDENCY_RULES, isDependencyFile } from './dependencies/index';
import {
  COMPONENT_EXTENSIONS,
  createLazyHttpModules,
  exportsValues,
  relativeSpecifiers,
  resolveRelative,
} from './module-resolution';
import type { NoiseKind } from './noise';
import {
  type Construction,
  checkHttpTimeouts,
  constructionsByTarget,
  createHttpModuleResolver,
  createInstanceHandoffs,
  createPackageKeyDefaults,
  createPackagePassThroughs,
  findConstructions,
  findHandedCalls,
  getHttpProjectFacts,
  type HandedCall,
  type HttpProjectFacts,
  handedByTarget,
  importsSiblingInstance,
  isJsonModule,
  jsonModuleSource,
  mayHoldMemberInstance,
  mayKeepInstance,
  mayTakeInstance,
  mentionsClient as mentionsClientOf,
  mergeHttpProjectFacts,
  NO_BOUND_BY_DEFAULT,
  namesFactoryOf,
  PERFORMANCE_RULES,
  packageRoots,
  reexportsSibling,
  rootOf,
} from './performance/index';
import { isSuppressed, readSuppressions } from './suppressions';
import { compareText } from './text-order';
import {
  createLineIndex,
  DIAGNOSTIC_CATEGORIES,
  type DiagnosticCategory,
  type DiagnosticLimits,
  type Finding,
  type RuleMeta,
  type SourceFile,
  type UndecidedCall,
  type UnparsedFile,
} from './types';

/**
 * One scan of a project, fed file by file so the caller can read lazily and show progress: `wants(path)`
 * says whether a file's text is needed, `add(path, text)` checks what can be checked per file and answers
 * how many findings that produced, `finish()` runs the rules that need the whole tree (dependencies, import
 * cycles, project layout) and answers everything sorted by file, line and column.
 */
export interface Scanner {
  wants(path: string): boolean;
  add(path: string, text: string | undefined): number;
  /** Findings measured outside the tree (the build time of `charter check --build`). */
  addFindings(findings: readonly Finding[]): void;
  finish(): ScanResult;
}

export interface ScanResult {
  findings: Finding[];
  /** Every rule of the scanned categories, in a stable order (SARIF indexes into it). */
  rules: RuleMeta[];
  categories: DiagnosticCategory[];
  filesScanned: number;
  lockfiles: { file: string; packageCount: number }[];
  /** Files the parser could not fully read, sorted by path; they were checked as far as they parsed. */
  parseErrors: UnparsedFile[];
  /** Findings silenced by a `charter-ignore` comment in place. */
  suppressed: number;
  /** Files whose HTTP-timeout and accessibility rules were skipped as noise (tests, stories, compiled copies). */
  skipped: { test: number; story: number; compiled: number };
  /**
   * Files a rule wanted that came without their text (larger than the reader's limit, binary, or unreadable:
   * a bundled `build/protos.js` of an unpacked package), sorted by path. Listed, never checked.
   */
  unread: string[];
  /**
   * Outbound HTTP calls seen but not judged (their timeout is decided where the checker cannot see), sorted
   * by file, line and column. Never findings, and never a failed check: listed so a clean score says so.
   */
  undecided: UndecidedCall[];
}

export interface ScannerOptions {
  parse: ParseSource;
  limits: DiagnosticLimits;
  categories?: readonly DiagnosticCategory[];
  /** Tests, stories and compiled copies (see `findNoiseFiles`): their HTTP and accessibility rules are skipped. */
  noise?: ReadonlyMap<string, NoiseKind>;
}

const RULES_BY_CATEGORY: Record<DiagnosticCategory, readonly RuleMeta[]> = {
  dependencies: DEPENDENCY_RULES,
  performance: [...PERFORMANCE_RULES, ...BUILD_RULES],
  accessibility: ACCESSIBILITY_RULES,
  architecture: ARCHITECTURE_RULES,
};

/** Every rule the scanner can report, in report order (the rule reference in docs/rules.md lists them all). */
export function listRules(): RuleMeta[] {
  return Object.values(RULES_BY_CATEGORY).flat();
}

function isTsconfig(path: string): boolean {
  return /(^|\/)tsconfig(\.[\w-]+)?\.json$/.test(path);
}

function byLocation(a: Finding, b: Finding): number {
  return (
    compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.ruleId, b.ruleId)
  );
}

export function createScanner({
  parse,
  limits,
  categories = DIAGNOSTIC_CATEGORIES,
  noise,
}: ScannerOptions): Scanner {
  const skipped = { test: 0, story: 0, compiled: 0 };
  const unread: string[] = [];
  const enabled = new Set(categories);
  const paths: string[] = [];
  const findings: Finding[] = [];
  const dependencyFiles: SourceFile[] = [];
  const architectureFiles: SourceFile[] = [];
  const modules: ModuleImports[] = [];
  const parseErrors: ScanResult['parseErrors'] = [];
  const suppressions = new Map<string, Map<number, Set<string>>>();
  // HTTP findings wait for finish(): a start-up file elsewhere in the package may bound every call
  // (`axios.defaults.timeout`, undici's global dispatcher). Only files with findings keep their text.
  const httpFindings = new Map<string, { text: string; findings: Finding[] }>();
  const httpFacts = new Map<string, HttpProjectFacts>();
  // Calls not judged, by file; a file checked again in finish() replaces its entry.
  const httpUndecided = new Map<string, UndecidedCall[]>();
  // What each module exports (numbers, re-exported clients, wrappers), for files importing it relatively;
  // those files are checked in finish(), once every sibling has been read.
  const httpModules = createLazyHttpModules(parse);
  const httpDeferred: {
    file: SourceFile;
    program: AstNode;
    specifiers: string[];
    findings: Finding[];
    wanted?: Set<string>;
  }[] = [];
  // Files naming no client that import a sibling, which may export an instance they send on
  // (instance-importers.ts), and the modules that may export or pass one on (they name a client or re-export).
  const httpImporters: { file: SourceFile; specifiers: string[] }[] = [];
  const instanceSources = new Set<string>();
  // Files that set bound keys (`timeout: 30000` in a config module), for requests reading those keys elsewhere.
  const keyDefaults = createPackageKeyDefaults((path, text) => {
    try {
      return parse(path, text).program;
    } catch {
      return undefined;
    }
  });
  // Methods handing their config to axios unchanged, called by name from other files (axios-pass-throughs.ts).
  const passThroughs = createPackagePassThroughs((path, text) => {
    try {
      return parse(path, text).program;
    } catch {
      return undefined;
    }
  });
  // `./icon.svg?raw` (Vite's raw import) names the file `./icon.svg` (inner-html-graphic.ts).
  const a11y = createAccessibilityProject((from, specifier, modules) =>
    resolveRelative(from, specifier.replace(/\.svg\?raw$/i, '.svg'), modules, COMPONENT_EXTENSIONS),
  );
  // `new Client({ timeout })` of a class imported relatively, by the constructing file (constructed.ts).
  const httpConstructions: { from: string; construction: Construction }[] = [];
  // Calls of relatively imported functions and what each argument is (handed-arguments.ts), by the calling file.
  const httpHanded: { from: string; call: HandedCall }[] = [];
  // Client instances handed to relatively imported classes' constructors (handed-instances.ts).
  const handoffs = createInstanceHandoffs(resolveRelative);
  const parsesCode =
    enabled.has('performance') || enabled.has('accessibility') || enabled.has('architecture');

  const wantsForArchitecture = (path: string) =>
    enabled.has('architecture') &&
    (isCodeFile(path) || isTsconfig(path) || isEnvFile(path) || isSecretScanCandidate(path));

  /** Start-up settings per package (`axios.defaults.timeout`, undici's global dispatcher), merged once. */
  let factsByPackage: { roots: string[]; facts: Map<string, HttpProjectFacts> } | undefined;
  const packageFacts = (path: string): HttpProjectFacts | undefined => {
    if (httpFacts.size === 0) return undefined;
    if (!factsByPackage) {
      const roots = packageRoots(paths);
      const facts = new Map<string, HttpProjectFacts>();
      for (const [file, fileFacts] of httpFacts) {
        const root = rootOf(file, roots);
        facts.set(root, mergeHttpProjectFacts(facts.get(root) ?? {}, fileFacts));
      }
      factsByPackage = { roots, facts };
    }
    const { roots, facts } = factsByPackage;
    return facts.get(rootOf(path, roots));
  };

  /**
   * The HTTP findings: files importing a sibling checked now that every sibling is summarised, and the
   * others re-checked with their package's start-up settings where a file made some.
   */
  const toHttpFindings = (): Finding[] => {
    // Re-exports are followed to the module that defines the value (`./const` → `./const/defaults`).
    const resolverFor = createHttpModuleResolver((from, specifier) =>
      resolveRelative(from, specifier, httpModules),
    );
    const constructedBy = constructionsByTarget(httpConstructions, paths, resolveRelative);
    const handedBy = handedByTarget(httpHanded, paths, resolveRelative);
    // A file naming no client is read again only when a sibling that may hold one exports an instance.
    const sources = {
      get: (path: string) => (instanceSources.has(path) ? httpModules.get(path) : undefined),
    };
    for (const { file, specifiers } of httpImporters) {
      const candidates = specifiers.filter((specifier) => resolveRelative(file.path, specifier, sources));
      // Or one exporting a function another module hands an instance (factory-handoffs.ts).
      const taken = mayTakeInstance(file.text) && handoffs.lookup(file.path, paths);
      if (!taken && !importsSiblingInstance(candidates, resolverFor(file.path))) continue;
      try {
        httpDeferred.push({ file, program: parse(file.path, file.text).program, specifiers, findings: [] });
      } catch {
        // Unparsable here as in the first pass: nothing to read.
      }
    }
    const imported = httpDeferred.flatMap(({ file, program, specifiers, findings: found, wanted }) => {
      const facts = packageFacts(file.path);
      const defaults = wanted ? keyDefaults.lookup(file.path, paths) : undefined;
      const keyed = defaults && [...(wanted ?? [])].some((key) => defaults(key) !== undefined);
      const imports = resolverFor(file.path);
      const constructed = constructedBy.get(file.path);
      // Only a file with a call not judged can use what its importers pass it.
      const handed = httpUndecided.has(file.path) ? handedBy.get(file.path) : undefined;
      const handedInstances = handoffs.lookup(file.path, paths);
      const axiosPassThroughs = passThroughs.lookup(file.path, file.text, paths);
      // An index that only re-exports modules with nothing to use is no reason to check again.
      const uses = specifiers.some((specifier) => {
        const summary = imports(specifier);
        if (summary?.returns && httpUndecided.has(file.path)) return true;
        // A factory it may call builds an instance with the file's own config (exported-factories.ts).
        if (summary?.factories && namesFactoryOf(file.text, summary.factories)) return true;
        return summary !== undefined && exportsValues(summary);
      });
      if (!uses && !facts && !constructed && !keyed && !handed && !axiosPassThroughs && !handedInstances)
        return found;
      const collect = { undecided: [] as UndecidedCall[] };
      const project = {
        ...facts,
        imports,
        constructed,
        ...(keyed ? { keyDefaults: defaults } : {}),
        ...(handed ? { handed } : {}),
        ...(axiosPassThroughs ? { axiosPassThroughs } : {}),
        ...(handedInstances ? { handedInstances } : {}),
      };
      const again = checkHttpTimeouts(file, program, limits, project, collect);
      httpUndecided.set(file.path, collect.undecided);
      return again;
    });
    const direct = [...httpFindings].flatMap(([path, entry]) => {
      const facts = packageFacts(path);
      if (!facts) return entry.findings;
      const reparsed = parse(path, entry.text);
      const collect = { undecided: [] as UndecidedCall[] };
      const again = checkHttpTimeouts({ path, text: entry.text }, reparsed.program, limits, facts, collect);
      httpUndecided.set(path, collect.undecided);
      return again;
    });
    return [...imported, ...direct];
  };

  const wants = (path: string) =>
    (enabled.has('accessibility') && isSvgFile(path)) ||
    (enabled.has('performance') && isJsonModule(path)) ||
    (enabled.has('dependencies') && isDependencyFile(path)) ||
    (parsesCode && isCodeFile(path)) ||
    (enabled.has('accessibility') && isHtmlFile(path)) ||
    wantsForArchitecture(path);

  return {
    wants,

    add(path, text) {
      // The caller reads only what `wants` names: a wanted file without text could not be read, and says so.
      if (text === undefined && wants(path)) unread.push(path);
      // An `.svg` the icon components are made of: read for the files importing it, not scanned as a file.
      if (enabled.has('accessibility') && isSvgFile(path)) {
        if (text !== undefined) a11y.addSvg({ path, text });
        if (!wantsForArchitecture(path)) return 0;
      }
      paths.push(path);
      if (text === undefined) return 0;
      // A JSON file: its numbers, for the modules that import it (json-modules.ts); no rule judges it itself.
      if (enabled.has('performance') && isJsonModule(path)) {
        const source = jsonModuleSource(text);
        if (source !== undefined) httpModules.add(path, source);
        if (!(enabled.has('dependencies') && isDependencyFile(path)) && !wantsForArchitecture(path)) return 0;
      }
      const file: SourceFile = { path, text };
      const before = findings.length;
      let httpFound: Finding[] = [];
      const inPlace = readSuppressions(text);
      if (inPlace) suppressions.set(path, inPlace);
      if (enabled.has('dependencies') && isDependencyFile(path)) dependencyFiles.push(file);
      if (wantsForArchitecture(path)) architectureFiles.push(file);
      if (enabled.has('accessibility') && isHtmlFile(path)) findings.push(...checkHtmlAccessibility(file));
      if (parsesCode && isCodeFile(path)) {
        let program: AstNode | undefined;
        try {
          const parsed = parse(path, text);
          program = parsed.program;
          const first = parsed.errors[0];
          if (first) {
            const start = first.labels?.[0]?.start;
            parseErrors.push({
              file: path,
              message: first.message,
              ...(start === undefined ? {} : createLineIndex(text)(start)),
            });
          }
        } catch (error) {
          parseErrors.push({ file: path, message: error instanceof Error ? error.message : String(error) });
        }
        const noiseKind = noise?.get(path);
        if (noiseKind && (enabled.has('performance') || enabled.has('accessibility'))) skipped[noiseKind]++;
        if (program) {
          if (enabled.has('performance')) httpModules.add(path, text);
          if (enabled.has('performance') && !noiseKind) {
            keyDefaults.note(path, text);
            passThroughs.note(path, text);
            const collect = { undecided: [] as UndecidedCall[], wanted: new Set<string>() };
            const found = checkHttpTimeouts(file, program, limits, {}, collect);
            const wanted = collect.wanted.size > 0 ? collect.wanted : undefined;
            httpFound = found;
            // A finding drawn from the user's optional option is judged again with what the package's own
            // calls pass (handed-arguments.ts): one of them may pass a bound (caller-origins.ts).
            const byDefault = found.some((finding) => finding.message.includes(NO_BOUND_BY_DEFAULT));
            if (collect.undecided.length > 0 || byDefault) httpUndecided.set(path, collect.undecided);
            // A file importing a sibling is checked again in finish() if a sibling exports something it uses.
            const mentionsClient = mentionsClientOf(text);
            // A file naming no client may send through a member holding a sibling class's object (member-instances.ts).
            const holds = !mentionsClient && mayHoldMemberInstance(text);
            const specifiers = mentionsClient || holds ? relativeSpecifiers(text) : [];
            // So is a file declaring a class another file may construct with its options (constructed.ts).
            // And one reading a bound key it cannot resolve, which the package may set (package-defaults.ts).
            // And a file with a call not judged, which its importers' arguments may decide (handed-arguments.ts).
            const waits =
              mentionsClient && (/\bclass\s/.test(text) || collect.undecided.length > 0 || byDefault);
            if (mentionsClient || reexportsSibling(text)) instanceSources.add(path);
            if (specifiers.length > 0 || wanted || waits || (!mentionsClient && mayKeepInstance(text)))
              httpDeferred.push({ file, program, specifiers, findings: found, wanted });
            else if (found.length > 0) httpFindings.set(path, { text, findings: found });
            else if (!mentionsClient && !holds) {
              const importing = relativeSpecifiers(text);
              if (importing.length > 0 || mayTakeInstance(text))
                httpImporters.push({ file, specifiers: importing });
            }
            for (const construction of findConstructions(text, program))
              httpConstructions.push({ from: path, construction });
            for (const call of findHandedCalls(text, program)) httpHanded.push({ from: path, call });
            handoffs.note(path, text, program);
            const facts = getHttpProjectFacts(program, text);
            if (facts.axiosDefaultTimeout || facts.globalDispatcherBounded) httpFacts.set(path, facts);
          }
          if (enabled.has('accessibility')) findings.push(...a11y.add(file, program, !!noiseKind));
          if (enabled.has('architecture')) modules.push(toModuleImports(file, program));
        }
      }
      const added = [...findings.slice(before), ...httpFound];
      return inPlace ? added.filter((f) => !isSuppressed(f, suppressions)).length : added.length;
    },

    addFindings(extra) {
      findings.push(...extra);
    },

    finish() {
      findings.push(...toHttpFindings());
      if (enabled.has('accessibility')) findings.push(...a11y.finish());
      let lockfiles: ScanResult['lockfiles'] = [];
      if (enabled.has('dependencies')) {
        const analysis = analyzeDependencies(dependencyFiles, limits);
        findings.push(...analysis.findings);
        lockfiles = analysis.lockfiles.map((l) => ({ file: l.lockfile, packageCount: l.packageCount }));
      }
      if (enabled.has('architecture')) {
        // A long test or a vendored copy of a published file says nothing of the project's own design.
        findings.push(
          ...checkArchitecture({ paths, files: architectureFiles, modules }).filter(
            (finding) => !(finding.ruleId === 'arch/oversized-file' && noise?.has(finding.file)),
          ),
        );
      }
      const ordered = DIAGNOSTIC_CATEGORIES.filter((category) => enabled.has(category));
      const scanned = findings.filter((f) => enabled.has(f.category));
      const kept = scanned.filter((f) => !isSuppressed(f, suppressions));
      return {
        findings: kept.sort(byLocation),
        suppressed: scanned.length - kept.length,
        rules: ordered.flatMap((category) => RULES_BY_CATEGORY[category]),
        categories: ordered,
        filesScanned: paths.length,
        lockfiles,
        parseErrors: parseErrors.sort((a, b) => compareText(a.file, b.file)),
        skipped,
        unread: unread.sort(),
        undecided: [...httpUndecided.values()]
          .flat()
          .sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column),
      };
    },
  };
}

/** Scans an in-memory tree in one call (the server's pasted code, tests). */
export function scanFiles(files: readonly SourceFile[], options: ScannerOptions): ScanResult {
  const scanner = createScanner(options);
  for (const file of [...files].sort((a, b) => compareText(a.path, b.path))) {
    scanner.add(file.path, scanner.wants(file.path) ? file.text : undefined);
  }
  return scanner.finish();
}
