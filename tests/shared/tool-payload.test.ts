import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER_ID,
  buildToolPayload,
  WEBHOOK_ERROR_BODY_MAX,
  webhookErrorText,
} from '../../shared/src/domain/tool-payload.ts';

const context = {
  userId: ANONYMOUS_USER_ID,
  sessionId: '5a0c1f6e-8a43-4a57-9f1b-0d4b0c3f2e11',
  workflowId: '0b9e2a44-3c51-4f0e-b6f5-8f1e7d6c5b4a',
  toolId: 'c2f6a8e0-1d3b-4c5e-9f7a-2b4d6e8f0a1c',
  timestamp: '2026-11-26T05:00:00.000Z',
};

describe('buildToolPayload', () => {
  it('sends the default payload without a template: the context, then every field', () => {
    const payload = buildToolPayload({
      template: null,
      values: { topic: 'Remote work', agree: true, sizes: ['a'] },
      context,
    });
    expect(payload).toEqual({ ...context, topic: 'Remote work', agree: true, sizes: ['a'] });
    expect(Object.keys(payload as object)).toEqual([
      'userId',
      'sessionId',
      'workflowId',
      'toolId',
      'timestamp',
      'topic',
      'agree',
      'sizes',
    ]);
    expect((payload as { userId: string }).userId).toBe('anonymous');
  });

  it('fills every placeholder of a template, keeping the JSON type of whole values', () => {
    const template = {
      user: '{{userId}}',
      session: '{{ sessionId }}',
      run: { id: '{{workflowId}}', tool: '{{toolId}}', at: '{{timestamp}}' },
      text: 'Write about {{topic}} for {{userId}}',
      agree: '{{agree}}',
      sizes: '{{sizes}}',
      missing: '{{nothing}}',
      fixed: 3,
    };
    expect(
      buildToolPayload({ template, values: { topic: 'Remote work', agree: true, sizes: ['a', 'b'] }, context }),
    ).toEqual({
      user: 'anonymous',
      session: context.sessionId,
      run: { id: context.workflowId, tool: context.toolId, at: context.timestamp },
      text: 'Write about Remote work for anonymous',
      agree: true,
      sizes: ['a', 'b'],
      missing: null,
      fixed: 3,
    });
  });

  it('sends a signed-in user id as userId', () => {
    const signedIn = { ...context, userId: '7d1f0c2e-5b3a-4e6d-8f9a-1c2b3d4e5f60' };
    expect(buildToolPayload({ template: { u: '{{userId}}' }, values: {}, context: signedIn })).toEqual({
      u: signedIn.userId,
    });
  });

  it('never lets a field replace the run context', () => {
    const values = { toolId: 'someone-else', userId: 'admin' };
    expect(buildToolPayload({ template: null, values, context })).toEqual(context);
    expect(buildToolPayload({ template: { t: '{{toolId}}', u: '{{userId}}' }, values, context })).toEqual({
      t: context.toolId,
      u: 'anonymous',
    });
  });
});

describe('webhookErrorText', () => {
  it('reads "HTTP {status}: {body}" with a text body as it is and JSON as text', () => {
    expect(webhookErrorText(500, 'Internal Server Error')).toBe('HTTP 500: Internal Server Error');
    expect(webhookErrorText(422, { error: 'bad topic' })).toBe('HTTP 422: {"error":"bad topic"}');
    expect(webhookErrorText(404, '')).toBe('HTTP 404: ');
  });

  it('cuts a long body short', () => {
    const body = 'x'.repeat(WEBHOOK_ERROR_BODY_MAX + 100);
    expect(webhookErrorText(502, body)).toBe(`HTTP 502: ${'x'.repeat(WEBHOOK_ERROR_BODY_MAX)}…`);
    expect(webhookErrorText(502, 'y'.repeat(WEBHOOK_ERROR_BODY_MAX))).toBe(
      `HTTP 502: ${'y'.repeat(WEBHOOK_ERROR_BODY_MAX)}`,
    );
  });
});
