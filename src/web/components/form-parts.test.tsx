// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ErrorLines } from './error-lines.tsx';
import { TextField } from './text-field.tsx';

describe('a form field', () => {
  it('is an input named by its label that reports each change', () => {
    const onValue = vi.fn();
    render(<TextField label="Email" type="email" value="" onValue={onValue} />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.type).toBe('email');
    fireEvent.input(input, { target: { value: 'learner@example.com' } });
    expect(onValue).toHaveBeenLastCalledWith('learner@example.com');
  });
});

describe('the error lines under a form', () => {
  it('say nothing while there is no error', () => {
    render(<ErrorLines errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show each message as a line, announced as an alert', () => {
    render(
      <ErrorLines
        errors={[
          { field: 'email', message: 'Enter a valid email.' },
          { message: 'Too many tries. Wait a minute.' },
        ]}
      />,
    );
    const lines = screen.getByRole('alert');
    expect([...lines.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Enter a valid email.',
      'Too many tries. Wait a minute.',
    ]);
  });
});
