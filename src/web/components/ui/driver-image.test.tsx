import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriverImage } from './driver-image.tsx';

const mclaren = { name: 'McLaren', colour: '#FF8000', textColour: '#000000' } as const;
const photo = 'https://media.formula1.com/image/upload/2026mclarenlannor01right.webp';

describe('DriverImage', () => {
  it('draws the number large in the team colours with the flag while the photo loads, and keeps them when it fails', () => {
    const { container } = render(
      <DriverImage className="box" src={photo} number="1" code="NOR" countryCode="gb" team={mclaren} />,
    );
    const box = container.querySelector('.driver-image') as HTMLElement;
    expect(box.dataset.status).toBe('loading');
    expect(box.style.getPropertyValue('--team-colour')).toBe('#FF8000');
    expect(box.style.getPropertyValue('--team-text')).toBe('#000000');
    expect(box.querySelector('.driver-image__number')?.textContent).toBe('1');
    expect(box.querySelector('.driver-image__flag')?.getAttribute('src')).toBe('/flags/gb.svg');

    fireEvent.error(box.querySelector('.fallback-image__image') as HTMLImageElement);
    expect(box.dataset.status).toBe('failed');
    expect(box.querySelector('.fallback-image__image')).toBeNull();
    expect(box.textContent).toBe('1');
    expect(box.querySelector('.driver-image__flag')).not.toBeNull();
  });

  it('shows the fallback alone without an address, and the code for a driver without a number', () => {
    const { container } = render(
      <DriverImage className="box" src={null} number={null} code="FAN" countryCode={null} team={null} />,
    );
    const box = container.querySelector('.driver-image') as HTMLElement;
    expect(box.dataset.status).toBe('failed');
    expect(box.textContent).toBe('FAN');
    expect(box.querySelector('img')).toBeNull();
    // No team: a neutral block, still with readable text.
    expect(box.style.getPropertyValue('--team-text')).toBe('#FFFFFF');
  });

  it('leaves the photo and its fallback to the name printed beside it', () => {
    render(<DriverImage className="box" src={null} number="4" code="NOR" countryCode="gb" team={mclaren} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
