// The navigation's sections: the dropdown / accordion disclosure, its group headings and item links.
import { css } from '@emotion/react';
import { useCallback, useRef } from 'react';
import {
  companyLinks,
  dropdowns,
  type Dropdown,
  type DropdownId,
  type NavGroup,
  type NavItem,
} from '../../../content/navigation';
import { SiteLink as Link } from '../site-link';
import { ChevronDown, Icon } from '../icon';
import { useDismiss } from '../../hooks/use-dismiss';
import {
  columnsOf,
  dropdownPanel,
  groupHeading,
  helpStyle,
  item,
  itemList,
  moreLink,
  moreList,
  narrowOnly,
  sectionStyle,
  summaryStyle,
  wide,
  wideOnly,
} from './styles';

export type SectionId = DropdownId | 'company';

interface Section {
  id: SectionId;
  label: string;
  groups: NavGroup[];
  dropdown?: Dropdown;
}

export const sections: Section[] = [
  ...dropdowns.map((dropdown) => ({ id: dropdown.id, label: dropdown.label, groups: dropdown.groups, dropdown })),
  // Only the menu has a Company section (the header's top bar and the footer link those pages).
  { id: 'company', label: companyLinks.heading, groups: [companyLinks] },
];

/**
 * A group's heading: the dropdown shows its full text, the menu its short one. A shared ending is written
 * once, so each text is in the page once and a search for either finds one element.
 */
function GroupHeading({ group }: { group: NavGroup }) {
  const { heading, mobileHeading } = group;
  const shared = heading.toLowerCase().endsWith(mobileHeading.toLowerCase()) && mobileHeading !== '';
  return (
    <h2 css={groupHeading}>
      {shared ? (
        <>
          <span css={wideOnly}>{heading.slice(0, heading.length - mobileHeading.length)}</span>
          {heading.slice(heading.length - mobileHeading.length)}
        </>
      ) : (
        <>
          <span css={wideOnly}>{heading}</span>
          <span css={narrowOnly}>{mobileHeading}</span>
        </>
      )}
    </h2>
  );
}

function ItemLink({ item: { href, title, subtitle, icon }, onClick }: { item: NavItem; onClick: () => void }) {
  return (
    <Link to={href} css={item} onClick={onClick}>
      {icon && (
        <span>
          <Icon name={icon} />
        </span>
      )}
      <span>
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </span>
    </Link>
  );
}

interface SectionProps {
  section: Section;
  open: boolean;
  active: boolean;
  /** The dropdown closes on a press outside it and on Escape (not in the menu, which has its own). */
  dismissible: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** WAI-ARIA disclosure on <details>: a header dropdown, or a section of the menu's accordion. */
export function NavSection({ section, open, active, dismissible, onOpenChange, onNavigate }: SectionProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onDismiss = useCallback(
    (byEscape: boolean) => {
      onOpenChange(false);
      if (byEscape) ref.current?.querySelector('summary')?.focus();
    },
    [onOpenChange],
  );
  useDismiss(ref, open && dismissible, onDismiss);
  const { dropdown, groups } = section;
  const panelId = `nav-panel-${section.id}`;

  return (
    <details ref={ref} open={open} name="site-nav" css={sectionStyle}>
      <summary
        css={summaryStyle}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
      >
        {section.label}
        <ChevronDown size={16} aria-hidden="true" />
      </summary>
      <div id={panelId} css={[dropdownPanel, dropdown && css({ [wide]: { width: dropdown.width } })]}>
        {groups.map((group) => (
          <section key={group.heading} aria-label={group.heading}>
            {groups.length > 1 && <GroupHeading group={group} />}
            <ul css={[itemList, columnsOf(dropdown?.columns ?? 1)]}>
              {group.items.map((navItem) => (
                <li key={navItem.href}>
                  <ItemLink item={navItem} onClick={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {dropdown?.more && (
          <ul css={[itemList, moreList]}>
            <li>
              <Link to={dropdown.more.href} css={moreLink} onClick={onNavigate}>
                {dropdown.more.title}
                <span css={wideOnly}> →</span>
              </Link>
            </li>
          </ul>
        )}
        {dropdown && (
          <div css={helpStyle}>
            <p>
              <strong>{dropdown.help.title}</strong>
              {dropdown.help.text}
            </p>
            <Link to={dropdown.help.href} onClick={onNavigate}>
              {dropdown.help.cta} →
            </Link>
          </div>
        )}
      </div>
    </details>
  );
}
