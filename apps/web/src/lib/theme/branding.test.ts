import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import {
  DEFAULT_BRANDING,
  getStoredBranding,
  resetBranding,
  setBranding,
  useBranding,
} from './branding.ts';

describe('branding', () => {
  it('defaults when nothing is stored', () => {
    expect(getStoredBranding()).toEqual(DEFAULT_BRANDING);
  });

  it('stores valid colours and logo, and drops invalid ones', () => {
    setBranding({ primary_color: '#AA0000', highlight_color: 'blue', logo: 'javascript:alert(1)' });
    expect(localStorage.getItem(STORAGE_KEYS.primaryColor)).toBe('#aa0000');
    expect(localStorage.getItem(STORAGE_KEYS.highlightColor)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logo)).toBeNull();
    expect(getStoredBranding()).toEqual({ ...DEFAULT_BRANDING, primaryColor: '#aa0000' });
  });

  it('ignores corrupt values written by someone else', () => {
    localStorage.setItem(STORAGE_KEYS.primaryColor, 'not-a-colour');
    localStorage.setItem(STORAGE_KEYS.logo, 'https://cdn.example.com/logo.png');
    expect(getStoredBranding()).toEqual({
      ...DEFAULT_BRANDING,
      logo: 'https://cdn.example.com/logo.png',
    });
  });

  it('updates subscribers live and resets', () => {
    const { result } = renderHook(() => useBranding());
    expect(result.current.primaryColor).toBe(DEFAULT_BRANDING.primaryColor);
    act(() => setBranding({ primary_color: '#00ff00', logo: '/uploads/logo.svg' }));
    expect(result.current).toEqual({
      ...DEFAULT_BRANDING,
      primaryColor: '#00ff00',
      logo: '/uploads/logo.svg',
    });
    act(() => resetBranding());
    expect(result.current).toEqual(DEFAULT_BRANDING);
  });
});
