import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

afterEach(cleanup);

describe('SelectField', () => {
  it('gives onValue the chosen option, and still calls a given onChange (useFormState passes one)', () => {
    const onValue = vi.fn<(value: 'read' | 'write') => void>();
    const onChange = vi.fn();
    const options = [
      { value: 'read', label: 'Read only' },
      { value: 'write', label: 'Read and write' },
    ] as const;
    render(<SelectField label="Scope" options={options} defaultValue="read" onValue={onValue} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'write' } });
    expect(onValue).toHaveBeenCalledWith('write');
    expect(onChange).toHaveBeenCalledOnce();
  });
});
