import pino from 'pino';
import { createLogger, isoTimeOncePerMs } from '../../server/logger';

describe('log lines’ timestamps', () => {
  afterEach(() => jest.restoreAllMocks());

  it('read as pino’s ISO time did, and move with the clock from one millisecond to the next', () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(Date.UTC(2026, 10, 27, 10, 0, 0, 1));
    expect(isoTimeOncePerMs()).toBe(',"time":"2026-11-27T10:00:00.001Z"');
    expect(isoTimeOncePerMs()).toBe(pino.stdTimeFunctions.isoTime());
    now.mockReturnValue(Date.UTC(2026, 10, 27, 10, 0, 0, 2));
    expect(isoTimeOncePerMs()).toBe(',"time":"2026-11-27T10:00:00.002Z"');
    now.mockReturnValue(Date.UTC(2027, 0, 1));
    expect(isoTimeOncePerMs()).toBe(pino.stdTimeFunctions.isoTime());
  });

  it('stamp each line of the logger with the time it was written', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 11, 30, 0, 250));
    logger.info('first');
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 11, 30, 1, 0));
    logger.info('second');
    expect(lines.map((line) => JSON.parse(line).time)).toEqual([
      '2026-11-27T11:30:00.250Z',
      '2026-11-27T11:30:01.000Z',
    ]);
  });
});
