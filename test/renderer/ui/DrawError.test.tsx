// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawError } from '../../../renderer/src/ui/DrawError';

// React's act() environment, so that updates are flushed before each assertion.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part of the page that throws while drawing as long as `broken.now` is true. */
const broken = { now: true };
function Fragile({ label }: { label: string }) {
  if (broken.now) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>{label} drawn</p>;
}

let container: HTMLElement;
let root: Root;

function draw(element: React.ReactNode) {
  act(() => root.render(element));
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}" in: ${container.innerHTML}`);
  return found;
}

describe('DrawError', () => {
  beforeEach(() => {
    broken.now = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // React and the boundary report the error on the console; the test reads the page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it('says which part failed and why, and leaves the rest of the page drawn', () => {
    draw(
      <main>
        <p>The terminal</p>
        <DrawError what="The Review Panel">
          <Fragile label="Panel" />
        </DrawError>
      </main>,
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.getAttribute('aria-label')).toBe('The Review Panel failed');
    expect(alert?.querySelector('h2')?.textContent).toBe('The Review Panel could not be drawn');
    expect(alert?.textContent).toContain("Cannot read properties of undefined (reading 'map')");
    expect(alert?.textContent).toContain('Your sessions and reviews are not affected');
    expect(container.textContent).toContain('The terminal');
    expect(console.error).toHaveBeenCalledWith(
      'Parley: The Review Panel failed to draw',
      expect.any(TypeError),
      expect.any(String),
    );
  });

  it('draws the part again on Try again, and keeps the error while it still fails', () => {
    draw(
      <DrawError what="The Review Panel">
        <Fragile label="Panel" />
      </DrawError>,
    );
    act(() => button('Try again').click());
    expect(container.querySelector('[role="alert"]')).not.toBeNull();

    broken.now = false;
    act(() => button('Try again').click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('Panel drawn');
  });

  it('offers to close a part that covers others', () => {
    const onClose = vi.fn();
    draw(
      <DrawError what="The Review Panel" close={{ label: 'Close the panel', onClose }}>
        <Fragile label="Panel" />
      </DrawError>,
    );
    act(() => button('Close the panel').click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('tries again by itself when what it shows changes (another session or review)', () => {
    function Switcher() {
      const [id, setId] = useState('s-1');
      return (
        <>
          <button type="button" onClick={() => setId('s-2')}>
            Other session
          </button>
          <DrawError what="This view" resetKey={id}>
            <Fragile label={id} />
          </DrawError>
        </>
      );
    }
    draw(<Switcher />);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();

    broken.now = false;
    act(() => button('Other session').click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toContain('s-2 drawn');
  });
});
