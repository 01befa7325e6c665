import type { CorpusCase } from './corpus-case';

const IMG = 'a11y/img-alt';
const LABEL = 'a11y/form-label';
const BUTTON = 'a11y/button-name';
const LINK = 'a11y/link-name';
const LANG = 'a11y/html-lang';
const CLICK = 'a11y/click-without-keyboard';
const TABINDEX = 'a11y/tabindex-positive';
const HEADING = 'a11y/heading-order';
const IFRAME = 'a11y/iframe-title';
const AUTOPLAY = 'a11y/media-autoplay';

/** A page fragment wrapped in a document that is itself clean (lang set). */
const page = (body: string) =>
  `<!doctype html>\n<html lang="en">\n<head><title>Shop</title></head>\n<body>\n${body}\n</body>\n</html>\n`;
/** A React component around a JSX fragment. */
const component = (body: string) =>
  `export function View(props: Props) {\n  return (\n    ${body}\n  );\n}\n`;

/** Static JSX and HTML snippets, each labelled with the rules a correct checker reports. */
export const A11Y_CASES: readonly CorpusCase[] = [
  // ── images ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-avatar-no-alt',
    covers: IMG,
    path: 'src/avatar.tsx',
    code: component('<img src={props.avatarUrl} className="avatar" />'),
    expected: [IMG],
  },
  {
    id: 'jsx-avatar-alt-template',
    covers: IMG,
    path: 'src/avatar.tsx',
    code: component('<img src={props.avatarUrl} alt={props.name + " avatar"} />'),
    expected: [],
  },
  {
    id: 'jsx-decorative-empty-alt',
    covers: IMG,
    path: 'src/divider.tsx',
    code: component('<img src="/divider.svg" alt="" />'),
    expected: [],
  },
  {
    id: 'jsx-img-aria-hidden',
    covers: IMG,
    path: 'src/bg.tsx',
    code: component('<div className="hero"><img src="/blob.svg" aria-hidden="true" /><h1>Welcome</h1></div>'),
    expected: [],
  },
  {
    id: 'html-logo-no-alt',
    covers: IMG,
    path: 'public/index.html',
    code: page('<header><img src="logo.png" width="120"><p>Since 1999</p></header>'),
    expected: [IMG],
  },
  {
    id: 'jsx-image-component',
    covers: IMG,
    path: 'src/card.tsx',
    code: component('<Avatar src={props.url} size="sm" />'),
    expected: [],
    note: 'A component decides its own markup.',
  },
  {
    id: 'jsx-img-spread',
    covers: IMG,
    path: 'src/picture.tsx',
    code: component('<img {...props.image} loading="lazy" />'),
    expected: [],
    note: 'alt may arrive through the spread.',
  },
  {
    id: 'html-input-image-no-alt',
    covers: IMG,
    path: 'public/search.html',
    code: page(
      '<form action="/s"><label for="q">Search</label><input id="q" name="q"><input type="image" src="go.png"></form>',
    ),
    expected: [IMG],
  },
  {
    id: 'js-file-jsx-no-alt',
    covers: IMG,
    path: 'src/logo.js',
    code: 'export const Logo = ({ src }) => <img src={src} />;\n',
    expected: [IMG],
  },
  {
    id: 'js-file-jsx-alt',
    covers: IMG,
    path: 'src/logo.js',
    code: 'export const Logo = ({ src }) => <img src={src} alt="Charter" />;\n',
    expected: [],
  },
  // ── form controls ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-input-no-label',
    covers: LABEL,
    path: 'src/newsletter.tsx',
    code: component(
      '<form onSubmit={props.onSubmit}><input type="email" name="email" /><button type="submit">Subscribe</button></form>',
    ),
    expected: [LABEL],
  },
  {
    id: 'jsx-label-html-for',
    covers: LABEL,
    path: 'src/newsletter.tsx',
    code: component(
      '<form><label htmlFor="email">Email</label><input id="email" type="email" /><button>Go</button></form>',
    ),
    expected: [],
  },
  {
    id: 'jsx-wrapping-label',
    covers: LABEL,
    path: 'src/remember.tsx',
    code: component('<label>Remember me <input type="checkbox" name="remember" /></label>'),
    expected: [],
  },
  {
    id: 'jsx-hidden-input',
    covers: LABEL,
    path: 'src/csrf.tsx',
    code: component(
      '<form method="post"><input type="hidden" name="csrf" value={props.token} /><button>Delete</button></form>',
    ),
    expected: [],
  },
  {
    id: 'jsx-select-no-label',
    covers: LABEL,
    path: 'src/country.tsx',
    code: component(
      '<select name="country" value={props.value}><option value="fr">France</option><option value="de">Germany</option></select>',
    ),
    expected: [LABEL],
  },
  {
    id: 'jsx-textarea-aria-label',
    covers: LABEL,
    path: 'src/message.tsx',
    code: component('<textarea aria-label="Message" rows={4} />'),
    expected: [],
  },
  {
    id: 'html-textarea-no-label',
    covers: LABEL,
    path: 'public/contact.html',
    code: page('<form><p>Tell us more</p><textarea name="comments"></textarea><button>Send</button></form>'),
    expected: [LABEL],
    note: 'A nearby paragraph is not a label.',
  },
  {
    id: 'html-label-for',
    covers: LABEL,
    path: 'public/search.html',
    code: page('<form><label for="q">Search</label><input id="q" type="search"></form>'),
    expected: [],
  },
  {
    id: 'jsx-label-for-mismatch',
    covers: LABEL,
    path: 'src/login.tsx',
    code: component('<form><label htmlFor="mail">Email</label><input id="email" type="email" /></form>'),
    expected: [LABEL],
    note: 'The label points at another id.',
  },
  {
    id: 'jsx-submit-input',
    covers: LABEL,
    path: 'src/send.tsx',
    code: component(
      '<form><label>Name <input name="n" /></label><input type="submit" value="Send" /></form>',
    ),
    expected: [],
  },
  {
    id: 'jsx-aria-labelledby',
    covers: LABEL,
    path: 'src/price.tsx',
    code: component(
      '<div><span id="price-label">Price</span><input aria-labelledby="price-label" inputMode="decimal" /></div>',
    ),
    expected: [],
  },
  {
    id: 'jsx-form-field-wrapper',
    covers: LABEL,
    path: 'src/profile.tsx',
    code: component('<FormField label="Display name"><input name="displayName" /></FormField>'),
    expected: [],
    note: 'The wrapping field component renders the label.',
  },
  // ── buttons ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-icon-button',
    covers: BUTTON,
    path: 'src/dialog.tsx',
    code: component('<button onClick={props.onClose}><XIcon /></button>'),
    expected: [BUTTON],
  },
  {
    id: 'jsx-text-button',
    covers: BUTTON,
    path: 'src/save.tsx',
    code: component('<button type="submit">Save changes</button>'),
    expected: [],
  },
  {
    id: 'jsx-aria-label-button',
    covers: BUTTON,
    path: 'src/dialog.tsx',
    code: component(
      '<button aria-label="Close dialog" onClick={props.onClose}><svg aria-hidden="true" viewBox="0 0 24 24"><path d="M6 6l12 12" /></svg></button>',
    ),
    expected: [],
  },
  {
    id: 'html-empty-icon-button',
    covers: BUTTON,
    path: 'public/modal.html',
    code: page(
      '<div class="modal"><button class="close"><span class="icon-x"></span></button><p>Saved.</p></div>',
    ),
    expected: [BUTTON],
  },
  {
    id: 'jsx-translated-button',
    covers: BUTTON,
    path: 'src/save.tsx',
    code: component("<button onClick={props.save}>{t('save')}</button>"),
    expected: [],
  },
  {
    id: 'jsx-svg-only-button',
    covers: BUTTON,
    path: 'src/menu.tsx',
    code: component(
      '<button onClick={props.toggle}><svg viewBox="0 0 24 24"><path d="M3 6h18M3 12h18" /></svg></button>',
    ),
    expected: [BUTTON],
  },
  {
    id: 'jsx-svg-title-button',
    covers: BUTTON,
    path: 'src/trash.tsx',
    code: component(
      '<button onClick={props.remove}><svg viewBox="0 0 24 24"><title>Delete</title><path d="M3 6h18" /></svg></button>',
    ),
    expected: [],
  },
  {
    id: 'jsx-img-alt-button',
    covers: BUTTON,
    path: 'src/trash.tsx',
    code: component('<button onClick={props.remove}><img src="/trash.svg" alt="Delete" /></button>'),
    expected: [],
  },
  {
    id: 'jsx-input-button-no-value',
    covers: BUTTON,
    path: 'src/reset.tsx',
    code: component(
      '<form><label>Q <input name="q" /></label><input type="button" onClick={props.reset} /></form>',
    ),
    expected: [BUTTON],
  },
  // ── links ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-icon-link',
    covers: LINK,
    path: 'src/footer.tsx',
    code: component('<footer><a href="https://twitter.com/charter"><TwitterIcon /></a></footer>'),
    expected: [LINK],
  },
  {
    id: 'jsx-text-link',
    covers: LINK,
    path: 'src/footer.tsx',
    code: component('<footer><a href="/docs">Documentation</a></footer>'),
    expected: [],
  },
  {
    id: 'html-logo-link',
    covers: LINK,
    path: 'public/index.html',
    code: page('<nav><a href="/"><img src="logo.svg"></a><a href="/shop">Shop</a></nav>'),
    expected: [IMG, LINK],
  },
  {
    id: 'jsx-aria-label-link',
    covers: LINK,
    path: 'src/nav.tsx',
    code: component('<a href={props.profileUrl} aria-label="Open profile"><Avatar src={props.img} /></a>'),
    expected: [],
  },
  {
    id: 'jsx-link-component',
    covers: LINK,
    path: 'src/nav.tsx',
    code: component('<nav><Link href="/about">About</Link><Link href="/blog" /></nav>'),
    expected: [],
    note: 'Router link components are not <a> elements here.',
  },
  {
    id: 'html-empty-anchor',
    covers: LINK,
    path: 'public/article.html',
    code: page('<article><h1>News</h1><p>Text</p><a href="#top"></a></article>'),
    expected: [LINK],
  },
  // ── page language ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'html-no-lang',
    covers: LANG,
    path: 'public/about.html',
    code: '<!DOCTYPE html>\n<html>\n<head><title>About</title></head>\n<body><h1>About us</h1></body>\n</html>\n',
    expected: [LANG],
  },
  {
    id: 'html-with-lang',
    covers: LANG,
    path: 'public/about.html',
    code: '<!DOCTYPE html>\n<html lang="fr">\n<head><title>À propos</title></head>\n<body><h1>À propos</h1></body>\n</html>\n',
    expected: [],
  },
  {
    id: 'jsx-layout-no-lang',
    covers: LANG,
    path: 'app/layout.tsx',
    code: 'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html>\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    expected: [LANG],
  },
  {
    id: 'jsx-layout-dynamic-lang',
    covers: LANG,
    path: 'app/[locale]/layout.tsx',
    code: 'export default function Layout({ children, params }: LayoutProps) {\n  return (\n    <html lang={params.locale}>\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    expected: [],
  },
  {
    id: 'html-empty-lang',
    covers: LANG,
    path: 'public/404.html',
    code: '<!doctype html>\n<html lang="">\n<body><h1>Not found</h1></body>\n</html>\n',
    expected: [LANG],
  },
  // ── click handlers ────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-clickable-card',
    covers: CLICK,
    path: 'src/card.tsx',
    code: component(
      '<div className="card" onClick={() => props.open(props.id)}><h2>{props.title}</h2></div>',
    ),
    expected: [CLICK],
  },
  {
    id: 'jsx-div-button-complete',
    covers: CLICK,
    path: 'src/toggle.tsx',
    code: component(
      '<div role="button" tabIndex={0} onClick={props.toggle} onKeyDown={props.onKey}>Toggle</div>',
    ),
    expected: [],
  },
  {
    id: 'jsx-real-button-click',
    covers: CLICK,
    path: 'src/toggle.tsx',
    code: component('<button type="button" onClick={props.toggle}>Toggle</button>'),
    expected: [],
  },
  {
    id: 'html-span-onclick',
    covers: CLICK,
    path: 'public/menu.html',
    code: page('<nav><span onclick="toggleMenu()">Menu</span></nav>'),
    expected: [CLICK],
  },
  {
    id: 'jsx-list-item-click',
    covers: CLICK,
    path: 'src/list.tsx',
    code: component(
      '<ul>{props.items.map((item) => <li key={item.id} onClick={() => props.select(item)}>{item.name}</li>)}</ul>',
    ),
    expected: [CLICK],
  },
  {
    id: 'jsx-component-onclick',
    covers: CLICK,
    path: 'src/grid.tsx',
    code: component('<Card onClick={props.open} title={props.title} />'),
    expected: [],
  },
  {
    id: 'jsx-hidden-backdrop',
    covers: CLICK,
    path: 'src/modal.tsx',
    code: component('<div className="backdrop" aria-hidden="true" onClick={props.close} />'),
    expected: [],
    note: 'A backdrop hidden from assistive technology; the dialog closes with Escape.',
  },
  {
    id: 'jsx-role-without-keys',
    covers: CLICK,
    path: 'src/go.tsx',
    code: component('<div role="button" onClick={props.go}>Go</div>'),
    expected: [CLICK],
    note: 'A role alone does not make it keyboard operable.',
  },
  // ── tabindex ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-positive-tabindex',
    covers: TABINDEX,
    path: 'src/search.tsx',
    code: component('<input tabIndex={1} aria-label="Search" />'),
    expected: [TABINDEX],
  },
  {
    id: 'jsx-negative-tabindex',
    covers: TABINDEX,
    path: 'src/panel.tsx',
    code: component('<div tabIndex={-1} ref={props.panelRef}><p>Panel</p></div>'),
    expected: [],
  },
  {
    id: 'html-skip-link-tabindex',
    covers: TABINDEX,
    path: 'public/index.html',
    code: page('<a href="#main" tabindex="5">Skip to content</a><main id="main"><p>Hi</p></main>'),
    expected: [TABINDEX],
  },
  // ── headings ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-heading-skip',
    covers: HEADING,
    path: 'src/settings.tsx',
    code: component('<main><h1>Settings</h1><section><h3>Profile</h3><p>…</p></section></main>'),
    expected: [HEADING],
  },
  {
    id: 'jsx-heading-sequence',
    covers: HEADING,
    path: 'src/docs.tsx',
    code: component('<article><h1>Guide</h1><h2>Install</h2><h3>npm</h3><h2>Use</h2></article>'),
    expected: [],
  },
  {
    id: 'html-heading-skip',
    covers: HEADING,
    path: 'public/news.html',
    code: page('<h2>News</h2><h5>Item one</h5><p>…</p>'),
    expected: [HEADING],
  },
  {
    id: 'jsx-fragment-starts-at-h3',
    covers: HEADING,
    path: 'src/details.tsx',
    code: component('<section><h3>Details</h3><h4>More</h4></section>'),
    expected: [],
    note: 'A component may start below h1; only jumps inside the file count.',
  },
  // ── iframes ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-iframe-no-title',
    covers: IFRAME,
    path: 'src/video.tsx',
    code: component('<iframe src="https://www.youtube.com/embed/abc" allowFullScreen />'),
    expected: [IFRAME],
  },
  {
    id: 'jsx-iframe-title',
    covers: IFRAME,
    path: 'src/video.tsx',
    code: component(
      '<iframe title="Product demo video" src="https://www.youtube.com/embed/abc" allowFullScreen />',
    ),
    expected: [],
  },
  {
    id: 'html-iframe-no-title',
    covers: IFRAME,
    path: 'public/widget.html',
    code: page('<iframe src="/widget" width="300"></iframe>'),
    expected: [IFRAME],
  },
  // ── autoplay ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jsx-video-autoplay',
    covers: AUTOPLAY,
    path: 'src/intro.tsx',
    code: component('<video src="/intro.mp4" autoPlay loop />'),
    expected: [AUTOPLAY],
  },
  {
    id: 'jsx-video-autoplay-muted',
    covers: AUTOPLAY,
    path: 'src/hero.tsx',
    code: component('<video src="/bg.mp4" autoPlay muted loop playsInline />'),
    expected: [],
  },
  {
    id: 'html-audio-autoplay',
    covers: AUTOPLAY,
    path: 'public/promo.html',
    code: page('<audio autoplay src="jingle.mp3"></audio>'),
    expected: [AUTOPLAY],
  },
  {
    id: 'jsx-video-controls',
    covers: AUTOPLAY,
    path: 'src/talk.tsx',
    code: component('<video controls src="/talk.mp4"><track kind="captions" src="/talk.vtt" /></video>'),
    expected: [],
  },
  // ── mixed, written as found in real code ─────────────────────────────────────────────────────
  {
    id: 'jsx-sr-only-link-text',
    covers: LINK,
    path: 'src/cart-link.tsx',
    code: component('<a href="/cart"><CartIcon /><span className="sr-only">Cart</span></a>'),
    expected: [],
  },
  {
    id: 'jsx-hidden-glyph-button',
    covers: BUTTON,
    path: 'src/close.tsx',
    code: component(
      '<button className="close" onClick={props.onClose}><span aria-hidden="true">×</span></button>',
    ),
    expected: [BUTTON],
    note: 'The only text is hidden from assistive technology.',
  },
  {
    id: 'jsx-title-icon-button',
    covers: BUTTON,
    path: 'src/refresh.tsx',
    code: component('<button title="Refresh" onClick={props.refresh}><RefreshIcon /></button>'),
    expected: [],
  },
  {
    id: 'jsx-label-wraps-component',
    covers: LABEL,
    path: 'src/email.tsx',
    code: component('<label className="field">Email<Input type="email" name="email" /></label>'),
    expected: [],
  },
  {
    id: 'jsx-dynamic-id-label',
    covers: LABEL,
    path: 'src/field.tsx',
    code: component(
      '<div><label htmlFor={props.id}>{props.label}</label><input id={props.id} value={props.value} onChange={props.onChange} /></div>',
    ),
    expected: [],
  },
  {
    id: 'jsx-checkbox-label-after',
    covers: LABEL,
    path: 'src/terms.tsx',
    code: component(
      '<p><input type="checkbox" id="terms" required /><label htmlFor="terms">I agree to the terms</label></p>',
    ),
    expected: [],
  },
  {
    id: 'jsx-file-input-no-label',
    covers: LABEL,
    path: 'src/upload.tsx',
    code: component(
      '<div className="dropzone"><p>Drop files here</p><input type="file" multiple onChange={props.onFiles} /></div>',
    ),
    expected: [LABEL],
  },
  {
    id: 'jsx-external-icon-link',
    covers: LINK,
    path: 'src/repo-link.tsx',
    code: component('<a href={props.repoUrl} target="_blank" rel="noreferrer"><ExternalLinkIcon /></a>'),
    expected: [LINK],
  },
  {
    id: 'jsx-anchor-without-href-click',
    covers: CLICK,
    path: 'src/more.tsx',
    code: component('<a className="more" onClick={props.showMore}>Show more</a>'),
    expected: [CLICK],
    note: 'An anchor without href is not focusable.',
  },
  {
    id: 'jsx-role-link-complete',
    covers: CLICK,
    path: 'src/row.tsx',
    code: component(
      '<tr role="link" tabIndex={0} onClick={props.open} onKeyDown={props.onKey}><td>{props.name}</td></tr>',
    ),
    expected: [],
  },
  {
    id: 'jsx-conditional-headings',
    covers: HEADING,
    path: 'src/status.tsx',
    code: component(
      '<section><h1>Status</h1>{props.loading ? <h2>Loading…</h2> : <h2>All systems normal</h2>}</section>',
    ),
    expected: [],
  },
  {
    id: 'html-heading-h2-to-h4',
    covers: HEADING,
    path: 'public/faq.html',
    code: page('<h1>FAQ</h1><h2>Billing</h2><h4>Refunds</h4><p>…</p>'),
    expected: [HEADING],
  },
  {
    id: 'html-video-autoplay-muted',
    covers: AUTOPLAY,
    path: 'public/landing.html',
    code: page('<video autoplay muted loop playsinline src="bg.mp4"></video><h1>Welcome</h1>'),
    expected: [],
  },
  {
    id: 'jsx-audio-autoplay-false',
    covers: AUTOPLAY,
    path: 'src/player.tsx',
    code: component('<audio autoPlay={false} controls src={props.src} />'),
    expected: [],
  },
  {
    id: 'html-iframe-empty-title',
    covers: IFRAME,
    path: 'public/map.html',
    code: page('<iframe title="" src="https://maps.example.com/embed"></iframe>'),
    expected: [IFRAME],
  },
  {
    id: 'html-hidden-tracking-iframe',
    covers: IFRAME,
    path: 'public/track.html',
    code: page(
      '<iframe src="/pixel" aria-hidden="true" tabindex="-1" style="display:none"></iframe><p>Hi</p>',
    ),
    expected: [],
  },
  {
    id: 'html-vue-bound-alt',
    covers: IMG,
    path: 'public/gallery.html',
    code: page('<div id="app"><img v-for="p in photos" :src="p.url" :alt="p.caption"></div>'),
    expected: [],
  },
  {
    id: 'html-select-wrapped',
    covers: LABEL,
    path: 'public/sort.html',
    code: page('<label>Sort by <select name="sort"><option>Newest<option>Oldest</select></label>'),
    expected: [],
  },
  {
    id: 'jsx-card-with-own-button',
    covers: CLICK,
    path: 'src/practice-card.tsx',
    code: component(
      '<article className="card" onClick={props.onSelect}><h3><button type="button" onClick={props.onSelect}>{props.title}</button></h3><p>{props.summary}</p></article>',
    ),
    expected: [],
    note: 'The title button is the keyboard way to do what the card click does.',
  },
  {
    id: 'jsx-clickable-row-no-control',
    covers: CLICK,
    path: 'src/table-row.tsx',
    code: component(
      '<tr className="row" onClick={() => props.open(props.id)}><td>{props.name}</td><td>{props.size}</td></tr>',
    ),
    expected: [CLICK],
  },
  {
    id: 'jsx-label-component-html-for',
    covers: LABEL,
    path: 'src/settings-form.tsx',
    code: component(
      '<div className="grid gap-2"><Label htmlFor="project-name">Project name</Label><input id="project-name" className="input" value={props.name} onChange={props.onName} /></div>',
    ),
    expected: [],
  },
];
