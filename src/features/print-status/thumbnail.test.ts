import { describe, expect, it } from 'vitest'
import { thumbnailPath } from './thumbnail'

describe('print thumbnail', () => {
  const thumbs = [
    { width: 32, height: 32, size: 100, relative_path: '.thumbs/part-32x32.png' },
    { width: 300, height: 300, size: 9000, relative_path: '.thumbs/part-300x300.png' },
  ]
  it('takes the largest, relative to the file folder', () => {
    expect(thumbnailPath('part.gcode', thumbs)).toBe('.thumbs/part-300x300.png')
    expect(thumbnailPath('sub/dir/part.gcode', thumbs)).toBe('sub/dir/.thumbs/part-300x300.png')
  })
  it('is null without thumbnails', () => {
    expect(thumbnailPath('part.gcode', [])).toBeNull()
    expect(thumbnailPath('part.gcode', undefined)).toBeNull()
  })
})
