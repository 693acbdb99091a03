// The inspector's tools as tabs kept in the page (WAI-ARIA tabs, automatic activation): Inspect, Compare,
// Reconcile. The selection is mirrored into ?tool= with history.replaceState, not a navigation, so the
// inspector's document and result stay; a link with ?tool=compare opens that tab once the page runs.
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { toolsCopy } from '../../../../content/inspector/tools-copy';
import { useHydrated } from '../../../hooks/use-hydrated';
import { theme } from '../../../lib/theme';
import { tabStyles } from '../../tab-styles';
import { container } from '../../ui';

export const TOOLS = ['inspect', 'compare', 'reconcile'] as const;
export type Tool = (typeof TOOLS)[number];
const isTool = (v: string | null): v is Tool => TOOLS.some((t) => t === v);

const subscribe = () => () => {};
const toolInUrl = (): Tool => {
  const asked = new URLSearchParams(window.location.search).get('tool');
  return isTool(asked) ? asked : 'inspect';
};

export function ToolTabs({ children }: { children: (tool: Tool) => ReactNode }) {
  const hydrated = useHydrated();
  // ?tool= as the page was opened: read after hydration (the server renders Inspect), then the user's choice.
  const asked = useSyncExternalStore(subscribe, toolInUrl, () => 'inspect' as const);
  const [chosen, setSelected] = useState<Tool>();
  const selected = chosen ?? asked;
  // A panel's content is made when its tab is first shown and kept (what was pasted there stays).
  const [visited, setVisited] = useState<ReadonlySet<Tool>>(new Set(['inspect']));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));
  const refs = useRef(new Map<Tool, HTMLButtonElement>());
  const select = (tool: Tool) => {
    setSelected(tool);
    refs.current.get(tool)?.focus();
    const url = new URL(window.location.href);
    if (tool === 'inspect') url.searchParams.delete('tool');
    else url.searchParams.set('tool', tool);
    window.history.replaceState(window.history.state, '', url);
  };
  const onKeyDown = (event: KeyboardEvent, from: Tool) => {
    const index = TOOLS.indexOf(from);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TOOLS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TOOLS[(target + TOOLS.length) % TOOLS.length];
    if (next) select(next);
  };
  return (
    <>
      <div css={[container, { paddingTop: 32 }]}>
        <div role="tablist" aria-label={toolsCopy.tabs.label} css={[tabStyles.tablist, { marginBottom: 0 }]}>
          {TOOLS.map((tool) => (
            <button
              key={tool}
              ref={(el) => {
                if (el) refs.current.set(tool, el);
                else refs.current.delete(tool);
              }}
              type="button"
              role="tab"
              id={`tool-tab-${tool}`}
              aria-selected={tool === selected}
              aria-controls={`tool-panel-${tool}`}
              tabIndex={tool === selected ? 0 : -1}
              // Compare and Reconcile run in the browser: without JavaScript their tabs stay unselectable.
              disabled={!hydrated && tool !== 'inspect'}
              onClick={() => select(tool)}
              onKeyDown={(event) => onKeyDown(event, tool)}
              css={[
                tabStyles.tab,
                {
                  background: 'none',
                  border: 0,
                  borderBottom: '3px solid transparent',
                  cursor: 'pointer',
                  font: 'inherit',
                  fontWeight: 700,
                },
              ]}
            >
              {toolsCopy.tabs[tool]}
            </button>
          ))}
        </div>
        <noscript>
          <p css={{ color: theme.color.muted, margin: '8px 0 0' }}>{toolsCopy.tabs.noScript}</p>
        </noscript>
      </div>
      {TOOLS.map((tool) => (
        <div
          key={tool}
          role="tabpanel"
          id={`tool-panel-${tool}`}
          aria-labelledby={`tool-tab-${tool}`}
          hidden={tool !== selected}
        >
          {visited.has(tool) && children(tool)}
        </div>
      ))}
    </>
  );
}
