import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** A tiny component that proves the pipeline: rendering, interaction, axe and MSW. */
function PingButton({ url }: { url: string }) {
  const [answer, setAnswer] = useState<string>();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((r) => r.json() as Promise<{ message: string }>)
      .then((body) => live && setAnswer(body.message))
      .catch(() => live && setAnswer('Cannot reach the server.'));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <main>
      <h1>Pipeline</h1>
      <p role="status">{answer ?? 'Loading…'}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

const meta = {
  title: 'Infra/Pipeline',
  component: PingButton,
  args: { url: '/api/ping' },
} satisfies Meta<typeof PingButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MockedAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/ping', () => HttpResponse.json({ message: 'pong' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('pong')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('button')).toHaveTextContent('Clicked 1 times');
  },
};

export const NetworkError: Story = {
  parameters: { msw: [http.get('/api/ping', () => HttpResponse.error())] },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cannot reach the server.')).toBeInTheDocument();
  },
};
