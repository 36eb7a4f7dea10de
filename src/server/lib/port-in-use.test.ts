import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { explainListenError, PortInUseError, portInUseMessage } from './port-in-use.ts';

describe('a busy port', () => {
  it('is one line that names the port and PORT', async () => {
    const first = createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const port = (first.address() as { port: number }).port;
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    const explained = explainListenError(error, port, '127.0.0.1');
    expect(explained).toBeInstanceOf(PortInUseError);
    expect((explained as Error).message).toBe(portInUseMessage(port, '127.0.0.1'));
    expect((explained as Error).message).toMatch(
      new RegExp(`^port ${port} is in use on 127\\.0\\.0\\.1: set PORT=`),
    );
    expect(portInUseMessage(3000, '0.0.0.0')).toBe(
      'port 3000 is in use: set PORT=... to another port (PORT=3001 npm start), or stop what runs there.',
    );
    const other = new Error('EACCES');
    expect(explainListenError(other, 80, '0.0.0.0')).toBe(other);
  });
});
