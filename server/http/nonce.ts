import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** A fresh 144-bit CSP nonce per request, for helmet, React, Emotion and the state script. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals['nonce'] = randomBytes(18).toString('base64');
  next();
};

export const getNonce = (locals: Record<string, unknown>): string => {
  const value = locals['nonce'];
  if (typeof value !== 'string') throw new Error('nonce middleware did not run');
  return value;
};
