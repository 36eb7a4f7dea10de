import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectionStatus } from '../shell/connection-status.tsx';
import { registerServiceWorker } from './register-service-worker.ts';

/** Just enough of the browser's service worker objects to drive an install and an update. */
class FakeEvents {
  private listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
class FakeWorker extends FakeEvents {
  state = 'installing';
  postMessage = vi.fn();
}
class FakeRegistration extends FakeEvents {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => {});
}

function fakeContainer(options: { controlled: boolean; registration?: FakeRegistration | undefined }) {
  const container = new FakeEvents() as FakeEvents & {
    controller: unknown;
    register: ReturnType<typeof vi.fn>;
  };
  container.controller = options.controlled ? {} : null;
  container.register = vi.fn(async () => options.registration);
  return container;
}

describe('registerServiceWorker', () => {
  beforeEach(() => useConnectionStatus.setState({ applyUpdate: null }));

  it('installs the first worker without a prompt and without reloading', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer({ controlled: false, registration });
    const reload = vi.fn();
    await registerServiceWorker(container as never, reload);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.emit('updatefound');
    worker.state = 'installed';
    worker.emit('statechange');
    container.emit('controllerchange');
    expect(useConnectionStatus.getState().applyUpdate).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version, and only Reload makes it take over and reloads the page once', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer({ controlled: true, registration });
    const reload = vi.fn();
    await registerServiceWorker(container as never, reload);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.emit('updatefound');
    worker.state = 'installed';
    worker.emit('statechange');
    const apply = useConnectionStatus.getState().applyUpdate;
    expect(apply).not.toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
    apply?.();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.emit('controllerchange');
    container.emit('controllerchange');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting from an earlier visit', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    await registerServiceWorker(fakeContainer({ controlled: true, registration }) as never, vi.fn());
    expect(useConnectionStatus.getState().applyUpdate).not.toBeNull();
  });

  it('leaves the site working online when the browser refuses or blocks service workers', async () => {
    const refusing = fakeContainer({ controlled: false });
    refusing.register = vi.fn(async () => Promise.reject(new Error('SecurityError')));
    expect(await registerServiceWorker(refusing as never, vi.fn())).toBeNull();
    expect(await registerServiceWorker(fakeContainer({ controlled: false }) as never, vi.fn())).toBeNull();
  });
});
