// The navigation's panels: the menu panel element, a dialog while the menu is open.
import { useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { panel } from './styles';

/** Hydration renders the server's snapshot (false); React renders again with the browser's (true). */
const noSubscription = () => () => undefined;

/**
 * The menu panel's element. The server's panel is a dialog (its menu may open before hydration); once
 * hydrated, only the open menu is. Hydration renders the server's snapshot, then React renders again at
 * once, synchronously, with the browser's: kept to this element, that render is one component, because the
 * children are the parent's unchanged elements and React skips them (it was the whole navigation).
 */
export function MenuPanel({
  panelRef,
  menu,
  children,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  menu: boolean;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dialog = !hydrated || menu;
  return (
    // A div, not <dialog>: the panel is the header's navigation too, and opens without JavaScript.
    <div
      ref={panelRef}
      css={panel}
      role={dialog ? 'dialog' : undefined}
      aria-modal={menu ? 'true' : undefined}
      aria-labelledby={dialog ? 'mobile-menu-title' : undefined}
    >
      {children}
    </div>
  );
}
