import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamCar, TeamLogo } from './team-image.tsx';

const mclaren = { name: 'McLaren', colour: '#FF8000', textColour: '#000000' } as const;

describe('TeamLogo and TeamCar', () => {
  it("draw the team's livery with its code and its name where the images are missing", () => {
    const { container } = render(
      <>
        <TeamLogo className="logo" team={mclaren} src={null} />
        <TeamCar className="car" team={mclaren} src={null} alt="McLaren 2026 car" />
      </>,
    );
    expect(container.querySelector('.team-image--logo')?.textContent).toBe('MCL');
    expect(screen.getByRole('img', { name: 'McLaren 2026 car' }).textContent).toBe('McLaren');
  });
});
