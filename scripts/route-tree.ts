/**
 * `npm run routes`: writes client/src/routeTree.gen.ts from client/src/routes, as the client build
 * and `npm run dev` do, for when a route file was added without either running.
 */
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const clientDir = path.resolve(import.meta.dirname, '../client');
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: path.join(clientDir, 'src/routes'),
    generatedRouteTree: path.join(clientDir, 'src/routeTree.gen.ts'),
  },
  clientDir,
);
await new Generator({ config, root: clientDir }).run();
