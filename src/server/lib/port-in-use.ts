/** A busy port, said in one line a person can act on, not a stack trace. */
export class PortInUseError extends Error {}

export function portInUseMessage(port: number, host: string): string {
  const where = host === '0.0.0.0' || host === '::' ? '' : ` on ${host}`;
  return `port ${port} is in use${where}: set PORT=... to another port (PORT=${port + 1} npm start), or stop what runs there.`;
}

/** The listen error of a busy port as a PortInUseError; any other error as it was. */
export function explainListenError(error: unknown, port: number, host: string): unknown {
  return (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE'
    ? new PortInUseError(portInUseMessage(port, host))
    : error;
}
