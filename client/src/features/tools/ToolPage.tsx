import { Container } from '@mantine/core';
import type { AdminTool, TToolValues } from '@wordloom/shared/schemas/tools';
import { useEffect, useRef, useState } from 'react';
import { publicApi } from '../blog/public-api.ts';
import { TestModePanel } from './TestModePanel.tsx';
import { ToolView } from './ToolView.tsx';
import type { ToolPageData } from './tool-head.ts';

/**
 * Test mode (`?test=true`): the page's HTML is the same for everyone (it is cached), so once it is
 * in the browser an admin's configuration is asked for; anyone else is refused it and sees the
 * normal page.
 */
function useTestModeTool(toolId: string): AdminTool | null {
  const [tool, setTool] = useState<AdminTool | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('test') !== 'true') return;
    let current = true;
    void publicApi()
      .then((api) => api.tools.adminGet.query({ id: toolId }))
      .then((adminTool) => {
        if (current) setTool(adminTool);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [toolId]);
  return tool;
}

/** A published tool's public page (spec §2 "Tool page"), on the tools site or the main domain. */
export function ToolPage({ page }: { page: ToolPageData }) {
  const { tool } = page;
  const adminTool = useTestModeTool(tool.id);
  // Spec §7 sessionId: one per page visit, shared by its runs; made in the browser, never on the server.
  const sessionId = useRef<string | null>(null);

  async function run(values: TToolValues) {
    sessionId.current ??= crypto.randomUUID();
    const api = await publicApi();
    return api.tools.run.mutate({ toolId: tool.id, values, sessionId: sessionId.current, test: adminTool !== null });
  }

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <ToolView tool={tool} run={run} beforeForm={adminTool ? <TestModePanel tool={adminTool} /> : undefined} />
    </Container>
  );
}
