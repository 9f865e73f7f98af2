import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml } from '../../shared/content/rich-text'

describe('rich text sanitising', () => {
  it('keeps the allowed tags and safe links, and drops everything else', () => {
    expect(
      sanitizeHtml(
        '<p class="x" onclick="steal()">A <strong>bold</strong> <a href="/c/men-1000" style="color:red">link</a></p>',
      ),
    ).toBe('<p>A <strong>bold</strong> <a href="/c/men-1000">link</a></p>')
    expect(sanitizeHtml('<ul><li>One<li>Two</ul>')).toBe('<ul><li>One<li>Two</li></li></ul>')
    expect(sanitizeHtml('<a href="https://help.example/x" target="_blank">Help</a>')).toBe(
      '<a href="https://help.example/x" target="_blank" rel="noopener noreferrer">Help</a>',
    )
  })

  it('removes scripts, styles and embeds with their contents', () => {
    expect(
      sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>'),
    ).toBe('<p>Hi</p>')
    expect(sanitizeHtml('<svg><script>alert(1)</script><a href="/x">in svg</a></svg>ok')).toBe('ok')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text')
  })

  it('refuses script and data links however they are spelled, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('x')
    }
  })

  it('escapes stray brackets and ampersands but keeps entities', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 3 &amp; &eacute;')).toBe('5 &lt; 6 &amp; 7 &gt; 3 &amp; &eacute;')
    expect(sanitizeHtml('<p>unclosed <em>tags')).toBe('<p>unclosed <em>tags</em></p>')
    expect(sanitizeHtml('</p></div>closing only')).toBe('closing only')
  })

  it('localises site links when asked', () => {
    expect(sanitizeHtml('<a href="/c/men-1000">Men</a>', { localise: (href) => `/fr-fr${href}` })).toBe(
      '<a href="/fr-fr/c/men-1000">Men</a>',
    )
    expect(sanitizeHtml('<a href="#faq">FAQ</a>', { localise: () => null })).toBe('<a href="#faq">FAQ</a>')
    expect(sanitizeHtml('<a href="/x">gone</a>', { localise: () => null })).toBe('gone')
  })

  it('never lets markup that can run script through, and is stable when applied twice', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<a href="javascript:x">',
      '<a href=/ok>',
      '</a>',
      '<p>',
      '</p>',
      '<img src=x onerror=y>',
      '<svg onload=y>',
      '"',
      "'",
      '<',
      '>',
      '&',
      'text',
      '<!--',
      '-->',
      '<style>',
      '<b onmouseover=y>',
      '<iframe>',
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const once = sanitizeHtml(parts.join(''))
        expect(once).not.toMatch(/<(script|style|iframe|svg|img)\b/i)
        expect(once).not.toMatch(/\son\w+=/i)
        expect(once).not.toMatch(/javascript:/i)
        expect(sanitizeHtml(once)).toBe(once)
      }),
      { numRuns: 400 },
    )
  })

  it('reads the text out of HTML', () => {
    expect(htmlToText('<p>Free&nbsp;returns &amp; <b>repairs</b></p><script>x</script>')).toBe(
      'Free returns & repairs',
    )
  })
})
