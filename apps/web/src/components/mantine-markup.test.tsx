import { useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import {
  Burger,
  Button,
  Center,
  Container,
  Loader,
  MantineProvider,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '#src/app/theme.ts';
import {
  BurgerMarkup,
  ButtonLinkMarkup,
  ButtonMarkup,
  CenteredLoaderMarkup,
  ContainerMarkup,
  UnstyledButtonMarkup,
  VisuallyHiddenMarkup,
} from './mantine-markup.tsx';

// The markup must be Mantine's own, attribute for attribute (issue 14, ADR 0084): the same classes,
// data attributes and CSS variables give the same look from Mantine's stylesheets.

function Mantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** An element tree as text with attributes and class names sorted, so only their order may differ. */
function canonical(node: Element): string {
  const attributes = [...node.attributes]
    .map((attribute) =>
      attribute.name === 'class'
        ? `class="${attribute.value.split(/\s+/).sort().join(' ')}"`
        : `${attribute.name}="${attribute.value}"`,
    )
    .sort();
  const children = [...node.childNodes].map((child) =>
    child.nodeType === 1 ? canonical(child as Element) : (child.textContent ?? ''),
  );
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</${node.tagName.toLowerCase()}>`;
}

function markupOf(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <Mantine>
      <Stub />
    </Mantine>,
  );
  return [...host.children].map(canonical).join('');
}

describe('Mantine markup', () => {
  it.each([
    [
      'VisuallyHidden',
      <VisuallyHidden> Things</VisuallyHidden>,
      <VisuallyHiddenMarkup> Things</VisuallyHiddenMarkup>,
    ],
    [
      'Container size lg',
      <Container size="lg" className="bar">
        text
      </Container>,
      <ContainerMarkup className="bar">text</ContainerMarkup>,
    ],
    [
      'UnstyledButton',
      <UnstyledButton className="quote" aria-expanded={false} aria-controls="panel">
        Get Quote
      </UnstyledButton>,
      <UnstyledButtonMarkup className="quote" aria-expanded={false} aria-controls="panel">
        Get Quote
      </UnstyledButtonMarkup>,
    ],
    [
      'Burger, closed',
      <Burger
        opened={false}
        aria-label="Open menu"
        aria-expanded={false}
        color="var(--mantine-color-navy-8)"
      />,
      <BurgerMarkup
        opened={false}
        aria-label="Open menu"
        aria-expanded={false}
        color="var(--mantine-color-navy-8)"
      />,
    ],
    [
      'Burger, opened',
      <Burger opened aria-label="Close menu" aria-expanded color="var(--mantine-color-navy-8)" />,
      <BurgerMarkup opened aria-label="Close menu" aria-expanded color="var(--mantine-color-navy-8)" />,
    ],
    [
      'Center and Loader',
      <Center mih="40vh">
        <Loader color="navy.8" role="status" aria-label="Loading" />
      </Center>,
      <CenteredLoaderMarkup minHeight="40vh" />,
    ],
    [
      'Button link, maple',
      <Button component={Link} to="/term-life/quote/basic" color="maple.4" c="black" size="md">
        Get a quote
      </Button>,
      <ButtonLinkMarkup to="/term-life/quote/basic" color="maple.4" c="black" size="md">
        Get a quote
      </ButtonLinkMarkup>,
    ],
    [
      'Button link, navy',
      <Button component={Link} to="/retirement-planning" color="navy.8" c="white" size="md">
        Explore
      </Button>,
      <ButtonLinkMarkup to="/retirement-planning" color="navy.8" c="white" size="md">
        Explore
      </ButtonLinkMarkup>,
    ],
    [
      'Button, maple md',
      <Button color="maple.4" c="black" size="md">
        Request a call
      </Button>,
      <ButtonMarkup color="maple.4" c="black" size="md">
        Request a call
      </ButtonMarkup>,
    ],
    [
      'Button, maple default size',
      <Button color="maple.4" className="accept">
        Accept
      </Button>,
      <ButtonMarkup color="maple.4" className="accept">
        Accept
      </ButtonMarkup>,
    ],
    [
      'Button, disabled submit',
      <Button type="submit" color="maple.4" disabled loading={false} className="subscribe">
        Subscribe
      </Button>,
      <ButtonMarkup type="submit" color="maple.4" disabled loading={false} className="subscribe">
        Subscribe
      </ButtonMarkup>,
    ],
    [
      'Button, loading submit',
      <Button type="submit" color="maple.4" disabled={false} loading className="subscribe">
        Subscribe
      </Button>,
      <ButtonMarkup type="submit" color="maple.4" disabled={false} loading className="subscribe">
        Subscribe
      </ButtonMarkup>,
    ],
    [
      'Button, navy xs',
      <Button size="xs" color="navy.8" loading={false}>
        Resend Email
      </Button>,
      <ButtonMarkup size="xs" color="navy.8" loading={false}>
        Resend Email
      </ButtonMarkup>,
    ],
    [
      'Button, navy xs loading',
      <Button size="xs" color="navy.8" loading>
        Resend Email
      </Button>,
      <ButtonMarkup size="xs" color="navy.8" loading>
        Resend Email
      </ButtonMarkup>,
    ],
  ])('%s is the same HTML as Mantine writes', (_name, mantine, markup) => {
    expect(markupOf(markup)).toBe(markupOf(mantine));
  });

  it("moves the button's loader in and out as Mantine's transition does", () => {
    function Pair() {
      const [loading, setLoading] = useState(false);
      return (
        <Mantine>
          <button type="button" onClick={() => setLoading((value) => !value)}>
            toggle
          </button>
          <div data-testid="mantine">
            <Button color="maple.4" loading={loading}>
              Send
            </Button>
          </div>
          <div data-testid="markup">
            <ButtonMarkup color="maple.4" loading={loading}>
              Send
            </ButtonMarkup>
          </div>
        </Mantine>
      );
    }
    render(<Pair />);
    const same = () =>
      expect(canonical(screen.getByTestId('markup'))).toBe(
        canonical(screen.getByTestId('mantine')).replace('data-testid="mantine"', 'data-testid="markup"'),
      );
    const toggle = screen.getByRole('button', { name: 'toggle' });
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    try {
      for (const loading of [true, false]) {
        act(() => toggle.click());
        same();
        // Two animation frames in the 'out' style, then the 150 ms transition.
        act(() => vi.advanceTimersToNextFrame());
        same();
        act(() => vi.advanceTimersToNextFrame());
        same();
        act(() => vi.advanceTimersByTime(140));
        same();
        act(() => vi.advanceTimersByTime(10));
        same();
        expect(screen.getByTestId('markup').querySelector('.mantine-Button-loader') !== null).toBe(loading);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
