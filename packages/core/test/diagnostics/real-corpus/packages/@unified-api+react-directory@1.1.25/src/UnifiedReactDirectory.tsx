import React, { useState, useEffect, useMemo } from 'react';
import { TIntegrationCategory, CATEGORIES } from './models/Unified';

type UnifiedTheme = 'dark' | 'light' | 'auto';

function normalizeTheme(value?: string | null): UnifiedTheme {
    if (!value) {
        return 'auto';
    }
    const normalized = value.toLowerCase().trim();
    if (normalized === 'dark' || normalized.startsWith('dark')) {
        return 'dark';
    }
    if (normalized === 'light' || normalized.startsWith('light')) {
        return 'light';
    }
    return 'auto';
}

function getThemeFromUrl(): string | undefined {
    if (typeof window === 'undefined') {
        return undefined;
    }
    return new URLSearchParams(window.location.search).get('theme') || undefined;
}

interface IIntegration {
    type: string;
    name: string;
    categories: TIntegrationCategory[];
    logo_url?: string;
    color?: string;
    text_color?: string;
}

interface UnifiedDirectoryProps {
    workspaceId?: string;
    workspace_id?: string;
    categories?: string[];
    external_xref?: string;
    state?: string;
    scopes?: string[];
    success_redirect?: string;
    failure_redirect?: string;
    nostyle?: boolean;
    environment?: string;
    lang?: string;
    notabs?: boolean;
    nocategories?: boolean;
    dc?: 'us' | 'eu' | 'au';
    theme?: string;
}

const MAP_REGION = {
    us: 'https://api.unified.to',
    us_beta: 'https://api-beta.unified.to',
    eu: 'https://api-eu.unified.to',
    eu_beta: 'https://api-eu-beta.unified.to',
    dev: 'https://api-dev.unified.to',
    au: 'https://api-au.unified.to',
} satisfies { [path in string]: string };

const CATEGORY_MAP: { [path in TIntegrationCategory]?: string } = CATEGORIES.reduce(
    (acc, category) => {
        acc[category.category] = category.label;
        return acc;
    },
    {} as { [path in TIntegrationCategory]: string }
);

export default function UnifiedDirectory(props: UnifiedDirectoryProps) {
    const API_URL = MAP_REGION[(props.dc as keyof typeof MAP_REGION) || 'us'] || MAP_REGION['us'];
    const [INTEGRATIONS, setIntegrations] = useState<IIntegration[]>([]);
    const [CATEGORIES, setCategories] = useState<TIntegrationCategory[]>([]);
    const [selectedCategory, setCategory] = useState<TIntegrationCategory | ''>('');
    const [loading, setLoading] = useState<boolean | undefined>(undefined);
    const [search, setSearch] = useState<string>('');

    const resolvedTheme = useMemo(() => normalizeTheme(props.theme || getThemeFromUrl()), [props.theme]);

    const themeClass = resolvedTheme === 'light' ? 'unified-theme-light' : '';

    useEffect(() => {
        if (!loading && !INTEGRATIONS.length) {
            setLoading(true);
            load_data().then((data: IIntegration[]) => {
                data = data.filter((i) => !(i.categories.length === 1 && i.categories[0] === 'auth')) || [];
                setIntegrations(data);

                let _CATEGORIES = [] as TIntegrationCategory[];
                data.forEach((integration) => {
                    integration.categories?.forEach((c) => {
                        if (
                            (!search ||
                                integration.name.toLowerCase().includes(search.toLowerCase()) ||
                                integration.type.toLowerCase().includes(search.toLowerCase())) &&
                            CATEGORY_MAP[c] &&
                            (!props.categories?.length || props.categories.indexOf(c) !== -1)
                        ) {
                            _CATEGORIES.push(c);
                        }
                    });
                });

                _CATEGORIES = [...new Set(_CATEGORIES)];

                if (_CATEGORIES.length === 1) {
                    _CATEGORIES = [];
                } else {
                    _CATEGORIES = _CATEGORIES.sort((a, b) => a.localeCompare(b));
                }
                setCategories(_CATEGORIES);
                setLoading(false);
            });
        }
    }, [props.categories]);

    function filter(integrations: IIntegration[]) {
        return integrations?.filter((integration) => !selectedCategory || integration.categories.indexOf(selectedCategory) !== -1) || [];
    }

    function unified_get_auth_url(integration: IIntegration) {
        let url = `${API_URL}/unified/integration/auth/${props.workspaceId || props.workspace_id}/${integration.type}?redirect=1`;

        if (props.external_xref) {
            url += `&external_xref=${encodeURIComponent(props.external_xref)}`;
        }
        if (props.state) {
            url += `&state=${encodeURIComponent(props.state)}`;
        }
        if (props.scopes?.length) {
            url += `&scopes=${encodeURIComponent(props.scopes.join(','))}`;
        }
        if (props.environment && props.environment !== 'Production') {
            url += `&env=${encodeURIComponent(props.environment)}`;
        }
        if (props.lang) {
            url += `&lang=${props.lang}`;
        }
        if (resolvedTheme !== 'auto') {
            url += `&theme=${encodeURIComponent(resolvedTheme)}`;
        }

        url += `&success_redirect=${encodeURIComponent(props.success_redirect || '')}`;
        url += `&failure_redirect=${encodeURIComponent(props.failure_redirect || '')}`;

        return url;
    }

    async function load_data() {
        const url = `${API_URL}/unified/integration/workspace/${props.workspaceId || props.workspace_id}?summary=1${
            props.categories?.length ? '&categories=' + props.categories.join(',') : ''
        }${props.environment === 'Production' || !props.environment ? '' : '&env=' + encodeURIComponent(props.environment)}`;

        try {
            const response = await fetch(url, {
                method: 'GET',
                headers: {
                    'Content-Type': 'application/json',
                },
            });

            if (!response.ok) {
                throw new Error(String(response.status));
            }

            return response.json();
        } catch (error) {
            console.error('Failed to load data:', error);
            return [];
        }
    }

    const directory = (
        <div className={`unified${themeClass ? ` ${themeClass}` : ''}`}>
            {!props.nostyle && <style>@import url(https://api.unified.to/docs/unified.css)</style>}
            {!props.notabs && CATEGORIES && CATEGORIES.length > 0 && filter(INTEGRATIONS).length && !loading && (
                <div className="unified_menu">
                    <button className={`unified_button unified_button_all ${selectedCategory ? '' : ' active'}`} onClick={() => setCategory('')}>
                        All
                    </button>
                    {CATEGORIES.map((cat) => (
                        <button
                            key={cat}
                            className={`unified_button unified_button_${cat} ${selectedCategory === cat ? 'active' : ''}`}
                            onClick={() => setCategory(cat)}
                        >
                            {CATEGORY_MAP[cat]}
                        </button>
                    ))}
                    <input type="search" className="unified_search" placeholder="Search..." value={search} onChange={(e) => setSearch(e.target.value)} />
                </div>
            )}

            {!loading && (
                <div className="unified_vendors">
                    {filter(INTEGRATIONS).map((integration) => (
                        <a key={integration.type} href={unified_get_auth_url(integration)} className="unified_vendor">
                            <img alt={integration.name} src={integration.logo_url} className="unified_image" />
                            <div className="unified_vendor_inner">
                                <div className="unified_vendor_name">{integration.name}</div>
                                {!props.nocategories &&
                                    integration.categories
                                        .filter((c) => !CATEGORIES || CATEGORIES.indexOf(c) > -1)
                                        .filter((c) => CATEGORY_MAP[c])
                                        .map((cat) => (
                                            <div key={cat} className="unified_vendor_cats">
                                                <span>{CATEGORY_MAP[cat]}</span>
                                            </div>
                                        ))}
                            </div>
                        </a>
                    ))}
                    {loading !== undefined && filter(INTEGRATIONS).length === 0 && <div className="unified_vendor">No integrations available</div>}
                </div>
            )}

            {loading && <div className="unified_loading">Loading...</div>}
        </div>
    );

    if (resolvedTheme === 'dark') {
        return <div className="dark-theme">{directory}</div>;
    }

    return directory;
}
