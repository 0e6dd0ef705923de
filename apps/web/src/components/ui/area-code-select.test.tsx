import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AreaCodeSelect } from './area-code-select.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({
  callGateway: vi.fn(() =>
    Promise.resolve({
      list: [
        { code: 'CN', name: '中国大陆', dialCode: '86' },
        { code: 'MY', name: '马来西亚', dialCode: '+60' },
        { code: 'XX', name: '坏数据', dialCode: '12345' },
      ],
    }),
  ),
}));

afterEach(cleanup);

describe('country / area select of a phone field', () => {
  it("offers the site's areas with their dialling codes and reports the chosen code", async () => {
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <label htmlFor="area">区号</label>
        <AreaCodeSelect id="area" value="86" onChange={onChange} />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('区号');
    await waitFor(() => expect(select.options).toHaveLength(2));
    expect([...select.options].map((o) => o.textContent)).toEqual(['+86 中国大陆', '+60 马来西亚']);
    fireEvent.change(select, { target: { value: '60' } });
    expect(onChange).toHaveBeenCalledWith('60');
  });
});
