import { css } from '@emotion/react';
import { Check, MapPin, Phone } from '../icon';
import { contactCopy, offices, type OfficeId } from '../../../content/pages/contact';
import { mapEmbedUrl } from '../../../shared/embed-origins';
import { mq, theme } from '../../lib/theme';
import { Tabs } from '../tabs';

const copy = contactCopy.globalOffices;
const tabs = offices.map((o) => ({ id: o.id, label: o.tabLabel }));

const layout = css({ display: 'grid', gap: 24, [mq.lg]: { gridTemplateColumns: '3fr 2fr' } });
const map = css({
  width: '100%',
  height: 260,
  [mq.md]: { height: 340 },
  border: 0,
  borderRadius: theme.radius.lg,
  background: theme.color.surfaceAlt,
  display: 'block',
});

/** 'Our Global Offices': one tab per office with its map (lazy-loaded), address, phone and services. */
export function GlobalOffices() {
  return (
    <Tabs<OfficeId> label={copy.tablistLabel} param="office" anchor="offices" tabs={tabs} defaultTab="usa">
      {(id) => {
        const office = offices.find((o) => o.id === id) ?? offices[0];
        if (!office) return null;
        return (
          <div css={layout}>
            <iframe
              key={office.id}
              title={copy.mapTitle(office.name)}
              src={mapEmbedUrl(office.coordinates.lat, office.coordinates.lng)}
              loading="lazy"
              // A cross-origin map: scripts plus its own origin still cannot reach this page.
              // oxlint-disable-next-line react/iframe-missing-sandbox
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer-when-downgrade"
              width="720"
              height="340"
              css={map}
            />
            <div>
              <h3 css={{ margin: '0 0 10px', display: 'flex', alignItems: 'center', gap: 10 }}>
                <img
                  src={office.flagUrl}
                  alt=""
                  width="36"
                  height="24"
                  css={{ width: 36, height: 24, objectFit: 'cover', borderRadius: 3 }}
                />
                {office.name}
              </h3>
              <p css={{ display: 'flex', gap: 8, margin: '0 0 10px' }}>
                <MapPin size={18} aria-hidden="true" css={{ flex: 'none', marginTop: 3, color: theme.color.brand }} />
                <span>
                  {office.address.map((line) => (
                    <span key={line} css={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p css={{ display: 'flex', gap: 8, margin: '0 0 18px' }}>
                <Phone size={18} aria-hidden="true" css={{ color: theme.color.brand }} />
                <a href={office.phoneHref}>
                  {copy.call} {office.phone}
                </a>
              </p>
              <h4 css={{ margin: '0 0 8px' }}>{copy.servicesHeading}</h4>
              <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
                {copy.services.map((service) => (
                  <li key={service} css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                    <Check size={16} color="#2e7d32" aria-hidden="true" /> {service}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      }}
    </Tabs>
  );
}
