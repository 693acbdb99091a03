import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import { tabStyles } from './tab-styles';

const { tablist, tab } = tabStyles;

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Query parameter holding the selected tab, so a selection is linkable and works without JavaScript. */
  param: string;
  /** Id of the element the tab links scroll to when followed without JavaScript. */
  anchor: string;
  tabs: readonly TabItem<T>[];
  defaultTab: T;
  /** Every panel is rendered (crawlers and find-in-page see them all); only the selected one shows. */
  children: (tab: T) => ReactNode;
}

/** The tab a URL selects: the query parameter when it names a tab, the default otherwise. */
export function useSelectedTab<T extends string>(param: string, tabs: readonly TabItem<T>[], defaultTab: T): T {
  const [params] = useSearchParams();
  const value = params.get(param);
  return tabs.find((t) => t.id === value)?.id ?? defaultTab;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. Each tab is a
 * link to ?param=id, which the server renders too, so tabs also work with JavaScript off.
 */
export function Tabs<T extends string>({ label, param, anchor, tabs, defaultTab, children }: Props<T>) {
  const selected = useSelectedTab(param, tabs, defaultTab);
  const navigate = useNavigate();
  const refs = useRef(new Map<T, HTMLAnchorElement>());
  const idOf = (id: T) => `${param}-tab-${id}`;
  const panelOf = (id: T) => `${param}-panel-${id}`;
  const hrefOf = (id: T) => `?${param}=${encodeURIComponent(id)}#${anchor}`;

  const select = (id: T) => {
    void navigate(hrefOf(id).split('#')[0] ?? '', { replace: true, preventScrollReset: true });
    refs.current.get(id)?.focus();
  };

  // Moves from the tab that has focus (not the last rendered selection), so fast key presses never skip.
  const onKeyDown = (event: KeyboardEvent, from: T) => {
    const index = tabs.findIndex((t) => t.id === from);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (next) select(next.id);
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={tablist}>
        {tabs.map((t) => (
          <Link
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            role="tab"
            id={idOf(t.id)}
            to={hrefOf(t.id)}
            replace
            preventScrollReset
            aria-selected={t.id === selected}
            aria-controls={panelOf(t.id)}
            tabIndex={t.id === selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, t.id)}
            css={tab}
          >
            {t.label}
          </Link>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelOf(t.id)}
          aria-labelledby={idOf(t.id)}
          tabIndex={0}
          hidden={t.id !== selected}
        >
          {children(t.id)}
        </div>
      ))}
    </>
  );
}
