import type { NextFunction, Request, Response } from 'express';

/**
 * CSRF defence for state-changing calls (ARCHITECTURE §5): anything but GET/HEAD must be JSON
 * and must not come from another site, judged by Sec-Fetch-Site and, when sent, Origin.
 * A file upload sends the file's own bytes (`requireJson: false`): only the cross-site rule
 * protects it, which is the rule that matters (a form on another site cannot be same-site).
 */
export function requireSameOrigin(appUrl: string, { requireJson = true }: { requireJson?: boolean } = {}) {
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
    if (requireJson && !req.is('application/json')) {
      res.status(415).json({ error: 'Requests must be application/json' });
      return;
    }
    next();
  };
}
