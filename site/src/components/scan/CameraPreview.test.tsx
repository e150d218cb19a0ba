import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { CAMERA_DENIED, CameraPreview } from './CameraPreview';

describe('CameraPreview', () => {
  it('says the camera was refused, in the spec words', () => {
    render(<CameraPreview videoRef={createRef()} status="denied" brightness={null} />);
    expect(screen.getByRole('alert').textContent).toBe(CAMERA_DENIED);
    expect(CAMERA_DENIED).toBe(
      'Camera access denied. Please allow camera permissions and refresh the page.',
    );
  });
  it('shows Loading Camera, then Camera Ready with the light reading', () => {
    const { rerender } = render(
      <CameraPreview videoRef={createRef()} status="loading" brightness={null} />,
    );
    expect(screen.getByTestId('camera-badge').textContent).toBe('Loading Camera');
    rerender(<CameraPreview videoRef={createRef()} status="ready" brightness="low-light" />);
    expect(screen.getByTestId('camera-badge').textContent).toBe('Camera Ready');
    expect(screen.getByTestId('brightness-label').textContent).toContain('Low light');
  });
});
