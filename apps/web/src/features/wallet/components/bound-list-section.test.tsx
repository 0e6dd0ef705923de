import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { useToastStore } from '@/components/ui/toast-store.ts';
import { initI18n } from '@/lib/i18n.ts';
import {
  AddTargetForm,
  addErrorHandler,
  BoundListSection,
  type MutationCallbacks,
} from './bound-list-section.tsx';

interface Item {
  id: string;
  label: string;
}

const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, label: `卡${i}` }));

function renderSection(
  list: Item[] | undefined,
  max: number | undefined,
  onDelete: (item: Item, password: string, callbacks: MutationCallbacks) => void = vi.fn(),
) {
  render(
    <BoundListSection
      id="things"
      testId="things"
      title="已绑定"
      emptyText="还没有绑定"
      list={list}
      max={max}
      itemKey={(item) => item.id}
      itemIdPrefix="thing"
      itemTestId="thing"
      itemLabel={(item) => ({ kind: '卡', what: item.label })}
      renderItem={(item) => <span>{item.label}</span>}
      deletePending={false}
      onDelete={onDelete}
      addForm={<p data-testid="add-form" />}
    />,
  );
}

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

// spec §9 "card list display merges up to 3 entries"; bank cards and USDT addresses.
describe('bound list section', () => {
  it('shows neither rows, the add form nor the limit while loading', () => {
    renderSection(undefined, undefined);
    expect(screen.getByRole('heading', { name: '已绑定' })).toBeTruthy();
    expect(screen.queryByTestId('thing')).toBeNull();
    expect(screen.queryByTestId('add-form')).toBeNull();
    expect(screen.queryByText('最多绑定', { exact: false })).toBeNull();
  });

  it('shows the empty state and the add form when nothing is bound', () => {
    renderSection([], 5);
    expect(screen.getByText('还没有绑定')).toBeTruthy();
    expect(screen.getByTestId('add-form')).toBeTruthy();
  });

  it('shows 3 rows until expanded and the limit instead of the form when full', () => {
    renderSection(items(5), 5);
    expect(screen.getAllByTestId('thing')).toHaveLength(3);
    expect(screen.queryByTestId('add-form')).toBeNull();
    expect(screen.getByText('最多绑定 5 个')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看全部（还有 2 个）' }));
    expect(screen.getAllByTestId('thing')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getAllByTestId('thing')).toHaveLength(3);
  });

  it('deletes a row after the withdraw password, shows a refusal and closes on success', () => {
    const onDelete = vi.fn<(item: Item, password: string, callbacks: MutationCallbacks) => void>();
    renderSection(items(2), 5, onDelete);
    fireEvent.click(screen.getByRole('button', { name: '删除 卡 卡1' }));
    fireEvent.change(screen.getByLabelText('取款密码', { exact: true, selector: 'input' }), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    const [item, password, callbacks] = onDelete.mock.calls[0] ?? [];
    expect(item).toEqual({ id: 'i1', label: '卡1' });
    expect(password).toBe('246810');
    act(() => callbacks?.onError(new GatewayError(ErrorCode.withdrawPasswordWrong, '取款密码错误')));
    expect(screen.getByText('取款密码错误')).toBeTruthy();
    act(() => callbacks?.onSuccess());
    expect(screen.queryByRole('button', { name: '确认删除' })).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.kind)).toEqual(['success']);
  });
});

describe('add target form', () => {
  function renderForm(fieldsReady: boolean) {
    const onAdd = vi.fn<(password: string, callbacks: MutationCallbacks) => void>();
    const onAdded = vi.fn();
    const onTouch = vi.fn();
    const onNeedsPassword = vi.fn();
    render(
      <AddTargetForm
        titleId="add-thing-title"
        passwordId="thing-password"
        title="添加"
        submitTestId="thing-submit"
        fieldsReady={fieldsReady}
        pending={false}
        onTouch={onTouch}
        onAdd={onAdd}
        onAdded={onAdded}
        onNeedsPassword={onNeedsPassword}
      >
        <p data-testid="own-fields" />
      </AddTargetForm>,
    );
    const password = screen.getByLabelText<HTMLInputElement>('取款密码', { exact: true, selector: 'input' });
    const submit = screen.getByTestId<HTMLButtonElement>('thing-submit');
    return { onAdd, onAdded, onTouch, onNeedsPassword, password, submit };
  }

  it('waits for the target fields and a six-digit withdraw password', () => {
    const { password, submit, onTouch, onAdd } = renderForm(false);
    expect(screen.getByRole('form', { name: '添加' })).toBeTruthy();
    expect(screen.getByTestId('own-fields')).toBeTruthy();
    fireEvent.change(password, { target: { value: '246810' } });
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit);
    expect(onTouch).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds with the password, then clears the form; a missing password opens the set step', () => {
    const { password, submit, onAdd, onAdded, onNeedsPassword } = renderForm(true);
    fireEvent.change(password, { target: { value: '246810' } });
    fireEvent.click(submit);
    const [sent, callbacks] = onAdd.mock.calls[0] ?? [];
    expect(sent).toBe('246810');
    act(() => callbacks?.onError(new GatewayError(ErrorCode.withdrawPasswordNotSet, '请先设置取款密码')));
    expect(onNeedsPassword).toHaveBeenCalledTimes(1);
    expect(screen.getByText('请先设置取款密码')).toBeTruthy();
    act(() => callbacks?.onSuccess());
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(password.value).toBe('');
    expect(useToastStore.getState().toasts.map((toast) => toast.kind)).toEqual(['success']);
  });
});

describe('addErrorHandler', () => {
  it('asks for a withdraw password only when none is set, and always shows the message', () => {
    const needsPassword = vi.fn();
    const show = vi.fn();
    const handle = addErrorHandler(needsPassword, show, '操作失败');
    handle(new GatewayError(ErrorCode.withdrawPasswordNotSet, '请先设置取款密码'));
    expect(needsPassword).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith('请先设置取款密码');
    handle(new Error('offline'));
    expect(needsPassword).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith('操作失败');
  });
});
