// Opens a share link: a `#share=…` fragment at page load puts its document in the inspector and inspects it,
// pointing at the segment the sender chose; what the link was (redacted or not, or damaged) is said above the result.
import { useEffect, useState } from 'react';
import { toolsCopy } from '../../content/inspector/tools-copy';

export interface SharedOpening {
  /** What to say about the link, once read. */
  note?: string;
  /** The generation of the result the link opened, and the segment to point at in it. */
  generation?: number;
  focus?: number;
}

export function useSharedDocument(open: (text: string) => number): SharedOpening {
  const [opening, setOpening] = useState<SharedOpening>({});
  useEffect(() => {
    const { hash } = window.location;
    // The link's reader loads only when the page was opened from a share link.
    if (!hash.startsWith('#share=')) return;
    let live = true;
    void import('./share-link')
      .then(({ readShareFragment }) => readShareFragment(hash))
      .then((shared) => {
        if (!live) return;
        if (!shared) {
          setOpening({ note: toolsCopy.share.broken });
          return;
        }
        const generation = open(shared.text);
        setOpening({
          note: shared.redacted ? toolsCopy.share.openedRedacted : toolsCopy.share.opened,
          generation,
          ...(shared.focus && { focus: shared.focus }),
        });
      });
    return () => {
      live = false;
    };
    // The fragment is read once, when the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return opening;
}
