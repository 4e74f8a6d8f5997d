import type { NextFunction, Request, Response } from 'express';

/**
 * CSRF defence for state-changing calls (ARCHITECTURE §5): anything but GET/HEAD must be JSON
 * and must not come from another site, judged by Sec-Fetch-Site and, when sent, Origin.
 */
export function requireSameOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const crossSite =
      fetchSite === 'cross-site' || (origin !== undefined && origin !== appOrigin && origin !== ownOrigin);
    if (crossSite) {
      res.status(403).json({ error: 'Cross-site request refused' });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'Requests must be application/json' });
      return;
    }
    next();
  };
}
