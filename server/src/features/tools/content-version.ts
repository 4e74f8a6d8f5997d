import { contentVersion } from '../../lib/content-version.ts';

/** Changes whenever this process changes a tool (public tool pages drop their cached HTML). */
const tools = contentVersion();

export const toolsContentVersion = tools.current;
export const bumpToolsContentVersion = tools.bump;
