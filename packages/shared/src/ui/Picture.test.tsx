/* eslint-disable testing-library/no-container, testing-library/no-node-access -- This test checks the <source> srcset markup, which has no role. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture';

const image = {
  url: '/uploads/foto.png',
  width: 800,
  height: 500,
  alternativeText: 'Een stap',
  formats: {
    small: { url: '/uploads/small_foto.png', width: 500, height: 313 },
    small_webp: { url: '/uploads/small_webp_foto.webp', width: 500, height: 313 },
  },
};

describe('Picture', () => {
  it('offers the WebP variants first and keeps the original as the sized <img> fallback', () => {
    const { container } = render(<Picture image={image} preferred="small" sizes="200px" alt="Een stap" className="x" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe('http://localhost:1337/uploads/small_webp_foto.webp 500w');
    expect(source?.getAttribute('sizes')).toBe('200px');
    const img = screen.getByRole('img', { name: 'Een stap' });
    expect(img).toHaveAttribute('src', 'http://localhost:1337/uploads/small_foto.png');
    expect(img).toHaveAttribute('width', '500');
    expect(img).toHaveAttribute('height', '313');
    expect(img).toHaveAttribute('sizes', '200px');
    expect(img).toHaveClass('x');
  });

  it('renders a plain <img> inside the picture without WebP variants, and nothing without an image', () => {
    const { container } = render(<Picture image={{ url: '/uploads/a.png', width: 10, height: 10 }} sizes="10px" alt="" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('picture > img')).not.toBeNull();
    expect(render(<Picture image={null} sizes="10px" alt="" />).container.innerHTML).toBe('');
  });
});
