// Numbered steps as a grid of cards (how the converter works, a solution's process): each card a round number,
// the step's title and a line of text. The words come from the pages' content.
import { css } from '@emotion/react';
import { theme } from '../lib/theme';
import { card, cardGrid } from './ui';

export interface Step {
  title: string;
  text: string;
}

const number = css({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: theme.color.brand,
  color: '#fff',
  fontWeight: 800,
});

/** An ordered list of steps, up to four in a row; each is numbered by its place in the list, from 1. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol css={cardGrid(4)}>
      {steps.map((s, i) => (
        <li key={s.title} css={card}>
          <span css={number}>{i + 1}</span>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
