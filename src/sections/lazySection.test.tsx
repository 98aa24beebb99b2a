// act from Testing Library, not React: it marks the environment as an act environment while it runs
// (React's own warns that this one is not configured for act).
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazySection } from './lazySection.ts';

const Hello = ({ name }: { name: string }) => <p>Xin chào {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazySection', () => {
  it('after preload() renders synchronously, loading the module once', async () => {
    const load = vi.fn(async () => Hello);
    const Lazy = lazySection(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="An" />);
    expect(screen.getByText('Xin chào An')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without preload it suspends, then renders', async () => {
    const Lazy = lazySection(async () => Hello);
    await act(async () => {
      render(
        <Suspense fallback={<p>Đang tải</p>}>
          <Lazy name="Bình" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Xin chào Bình')).toBeTruthy();
  });

  it('a failed load reaches the error boundary, and the next preload tries again', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('mất mạng')).mockResolvedValue(Hello);
    const Lazy = lazySection(load);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={null}>
            <Lazy name="Chi" />
          </Suspense>
        </Boundary>,
      );
    });
    expect((await screen.findByRole('alert')).textContent).toBe('mất mạng');
    expect(load).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
