// A session's device in its owner's words, from the browser's User-Agent (bowser reads it): "Chrome trên
// Windows", "Safari trên iOS, điện thoại". Only these words are kept, never the whole User-Agent.
import Bowser from 'bowser';
import type { Request } from 'express';

const PLATFORMS: Record<string, string> = { mobile: 'điện thoại', tablet: 'máy tính bảng' };

/** '' when the browser does not say what it is. */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const parser = Bowser.getParser(userAgent.slice(0, 500));
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  const platform = PLATFORMS[parser.getPlatformType()];
  const name = [browser, os && `trên ${os}`].filter(Boolean).join(' ');
  return name && platform ? `${name}, ${platform}` : name;
}

/** What a new session records of where it signs in from (shown to its owner on /phien-dang-nhap). */
export const seenFrom = (req: Request) => ({ device: deviceName(req.get('user-agent')), ...(req.ip ? { address: req.ip } : {}) });
