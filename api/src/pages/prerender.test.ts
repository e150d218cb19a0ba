import { describe, expect, it, vi } from 'vitest';
import { warmUp } from './prerender';

describe('warmUp', () => {
  it('renders every public page that is the same for all guests, and none with an id', async () => {
    const rendered: string[] = [];
    await warmUp(async (url) => {
      rendered.push(url);
      return '';
    });
    expect(rendered.sort()).toEqual([
      '/',
      '/auth',
      '/contact',
      '/faq',
      '/help',
      '/privacy',
      '/terms',
    ]);
  });

  it('logs a page that fails and goes on with the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered: string[] = [];
    await warmUp(async (url) => {
      if (url === '/faq') throw new Error('broken');
      rendered.push(url);
      return '';
    });
    expect(error).toHaveBeenCalledWith('Could not prerender /faq', expect.any(Error));
    expect(rendered).toContain('/terms');
    error.mockRestore();
  });
});
