import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundEndpoint } from '../../server/src/lib/outbound/request.ts';
import { callEndpoint } from '../../server/src/lib/outbound/send.ts';

/** A webhook receiver on loopback that echoes what it got. */
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: { id: 'run-1' }, token: req.headers.authorization }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function webhook(overrides: Partial<OutboundEndpoint> = {}): OutboundEndpoint {
  return {
    url: receiverUrl,
    method: 'POST',
    headers: {},
    auth: { type: 'bearer' },
    fixedParameters: {},
    variableParameters: {},
    bodyTemplate: '{"tool": "{{tool}}", "input": "{{text}}"}',
    responseMapping: { runId: 'result.id' },
    timeoutSeconds: 5,
    ...overrides,
  };
}

const SEND = { allowLoopback: true, logger: pino({ level: 'silent' }), maskSecretInAnswer: true };

describe('callEndpoint', () => {
  it('sends a filled template with its secret, shows it masked, and reads the answer through the mapping', async () => {
    const { sent, answer } = await callEndpoint(
      webhook(),
      { payload: { text: 'Hello' }, values: { tool: 'summarise' }, secret: 'whk_secret_1' },
      SEND,
    );
    expect(received.at(-1)?.headers.authorization).toBe('Bearer whk_secret_1');
    expect(JSON.parse(received.at(-1)?.body ?? '')).toEqual({ tool: 'summarise', input: 'Hello' });
    expect(sent.headers.Authorization).toBe('Bearer ••••');
    expect(answer).toMatchObject({ status: 200, mapped: { runId: 'run-1' }, success: true });
    expect(answer.body).toMatchObject({ token: 'Bearer ••••' });
  });

  it('keeps the SSRF guard: a private or loopback address is refused before anything is sent', async () => {
    const count = received.length;
    const input = { payload: {}, values: {}, secret: null };
    await expect(
      callEndpoint(webhook({ url: 'http://10.1.2.3/hook', auth: { type: 'none' } }), input, SEND),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 10.1.2.3 is private' });
    await expect(
      callEndpoint(webhook({ auth: { type: 'none' } }), input, { ...SEND, allowLoopback: false }),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 127.0.0.1 is loopback' });
    expect(received).toHaveLength(count);
  });
});
