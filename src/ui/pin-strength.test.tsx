import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { PinStrength } from './pin-strength';

const word = () => screen.getByText(/^(Strong|Moderate|Weak)$/);

describe('PinStrength', () => {
  it("shows the hint 'Numeric 6-10 digits', and no strength before a digit is typed", () => {
    renderWithProviders(<PinStrength pin="" hintId="pin-hint" />);
    expect(screen.getByText('Numeric 6-10 digits')).toHaveAttribute('id', 'pin-hint');
    expect(screen.queryByText(/PIN strength/)).not.toBeInTheDocument();
  });

  it.each([
    ['1357924680', 'Strong'], // score 100
    ['13571357', 'Strong'], // 84
    ['1357913', 'Moderate'], // 80
    ['135792', 'Moderate'], // 76, the demo PIN
    ['113579', 'Moderate'], // 60
    ['135135', 'Weak'], // 58
    ['1', 'Weak'],
  ])('rates %s %s', (pin, strength) => {
    const { container } = renderWithProviders(<PinStrength pin={pin} />);
    expect(word()).toHaveTextContent(strength);
    expect(word().closest('[aria-live="polite"]')).toHaveTextContent(`PIN strength: ${strength}`);
    expect(screen.getByText('Numeric 6-10 digits')).toBeInTheDocument();
    expect(container.querySelector('[data-strength]')).toHaveAttribute('data-strength', strength);
  });

  it('draws the bar in the colour of the band, hidden from screen readers', () => {
    const colourOf = (pin: string) => {
      const { container, unmount } = renderWithProviders(<PinStrength pin={pin} />);
      const bar = container.querySelector('.mantine-Progress-section');
      expect(bar?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      const style = bar?.getAttribute('style') ?? '';
      unmount();
      return style;
    };
    expect(colourOf('135135')).toContain('red');
    expect(colourOf('135792')).toContain('yellow');
    expect(colourOf('1357924680')).toContain('green');
  });
});
